import matter from "gray-matter";
import { linkTargets } from "../lib/inline-links";
import { ROUTES, christmasPath, cityPath } from "../model/routes";
import { eachText, type ContentIssue } from "./issues";
import type { ContentFile } from "./read";
import type { ParsedContent } from "./schema-issues";

/** How many other pages should link a city or Christmas page in their text. */
export const TEXT_LINKS_ADVISED = 2;

/**
 * City and Christmas pages that fewer than two other pages link in their text: advice, never an error.
 * Every such page is linked anyway – the footer of every page lists each city and Christmas page (as /blog
 * lists each article and home and guide each occasion) – but a link in running text tells search engines
 * and readers what a page is about. Counted per other page: [Text](/pfad) in the texts of another content
 * file (YAML texts, frontmatter, article bodies), and the links the site sets from content by itself (the
 * region page links the cities among its places, /referenzen the city page of each celebration).
 */
export function weaklyLinkedPages(parsed: ParsedContent, files: ContentFile[]): ContentIssue[] {
  const linkedFrom = new Map<string, Set<string>>();
  const link = (target: string, from: string) => {
    const route = target.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1");
    linkedFrom.set(route, (linkedFrom.get(route) ?? new Set<string>()).add(from));
  };
  eachText(parsed, (text, { file }) => linkTargets(text).forEach((target) => link(target, file)));
  for (const file of files.filter((f) => f.path.endsWith(".md"))) {
    let body = "";
    try {
      body = matter(file.text).content;
    } catch {
      // a broken frontmatter is an error of the schema check
    }
    linkTargets(body).forEach((target) => link(target, file.path));
  }
  const entries = (name: string) =>
    (parsed.get(name) ?? []).flatMap(({ file, items }) => items.map(({ value }) => ({ file, value })));
  const cities = entries("cities").map(({ file, value }) => ({
    file,
    name: String(value.name),
    route: cityPath(String(value.slug)),
  }));
  for (const { file, value } of entries("regional")) {
    const regions = Array.isArray(value.regions) ? (value.regions as { places?: unknown }[]) : [];
    const places = regions.flatMap((r) => (Array.isArray(r?.places) ? r.places.map(String) : []));
    for (const city of cities) if (places.includes(city.name)) link(city.route, file);
  }
  for (const { value } of entries("events"))
    if (typeof value.city === "string") link(cityPath(value.city), ROUTES.references);

  const pages = [
    ...cities,
    ...entries("christmas").map(({ file, value }) => ({
      file,
      name: `Weihnachtsfeier ${String(value.city)}`,
      route: christmasPath(String(value.city)),
    })),
  ];
  return pages.flatMap(({ file, name, route }) => {
    const others = [...(linkedFrom.get(route) ?? [])].filter((from) => from !== file);
    if (others.length >= TEXT_LINKS_ADVISED) return [];
    return [
      {
        file,
        message: `${route} wird im Text ${others.length ? `nur von einer anderen Seite verlinkt (${others[0]})` : "von keiner anderen Seite verlinkt"}. Erreichbar ist die Seite über die Fußzeile; Suchmaschinen und Leser verstehen sie aber besser, wenn mindestens ${TEXT_LINKS_ADVISED} andere Seiten im Text auf sie verweisen – z. B. eine Nachbarstadt oder ein Artikel mit „[${name}](${route})“.`,
      },
    ];
  });
}
