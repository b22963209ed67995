import {
  count,
  dateTime,
  imageWithAlt,
  line,
  markdown,
  paragraph,
  reference,
  slug,
  values,
  type ContentOf,
} from "../fields";
import { collection, type CollectionRule } from "../collection";
import { formatGermanDate } from "../calendar-day";

/** Longest page title a search result shows in full. */
export const MAX_TITLE_LENGTH = 65;

/** The date an article shows („12. Juni 2026“) is the day it is published (publishedAt). */
const dateMatchesPublishedAt: CollectionRule = (entries) =>
  entries.flatMap(({ file, value }) => {
    const published = value.publishedAt instanceof Date ? value.publishedAt.toISOString() : value.publishedAt;
    if (typeof published !== "string" || typeof value.date !== "string" || value.date.trim() === "") return [];
    const expected = formatGermanDate(published);
    if (!expected || expected === value.date) return [];
    return [
      {
        file,
        entry: "Frontmatter",
        field: "date",
        message: `passt nicht zu publishedAt (${published}); erwartet „${expected}“, gefunden: „${value.date}“`,
      },
    ];
  });

export const blog = collection({
  name: "blog",
  label: "Blogartikel",
  labelSingular: "Blogartikel",
  description:
    "Jeder Artikel ist eine Datei in content/blog und bekommt automatisch seine eigene Seite unter /blog/Adresse.",
  shape: "markdown",
  path: "content/blog",
  node: "MarkdownRemark",
  unique: "slug",
  images: true,
  cms: {
    create: true,
    delete: true,
    slug: "{{fields.slug}}",
    identifier_field: "title",
    summary: "{{title}} · {{publishedAt | date('DD.MM.YYYY')}}",
    preview_path: "blog/{{fields.slug}}",
    sortable_fields: ["publishedAt", "title", "category"],
  },
  rules: [dateMatchesPublishedAt],
  fields: {
    title: line("Titel", {
      hint: `Die Überschrift des Artikels, so lang sie sein soll. Über ${MAX_TITLE_LENGTH} Zeichen kürzen Suchmaschinen sie; dafür gibt es das nächste Feld.`,
    }),
    searchTitle: line(`Titel für Suchmaschinen (optional, höchstens ${MAX_TITLE_LENGTH} Zeichen)`, {
      optional: true,
      hint: `Steht im Browser-Tab und in Suchergebnissen statt des Titels. Leer lassen: der Titel wird genommen. Sinnvoll, wenn der Titel länger als ${MAX_TITLE_LENGTH} Zeichen ist; die Inhaltsprüfung weist darauf hin.`,
    }),
    slug: slug("Adresse (Slug)", {
      hint: "Teil der Adresse: nur Kleinbuchstaben, Ziffern und Bindestriche, z. B. hochzeit-planen",
    }),
    excerpt: paragraph("Kurzbeschreibung", {
      hint: "Zwei Sätze für die Übersicht, die Vorschau in Suchmaschinen und beim Teilen.",
    }),
    description: paragraph("Beschreibung für Suchmaschinen (optional)", {
      optional: true,
      hint: "Höchstens 160 Zeichen. Leer lassen: die Kurzbeschreibung wird genommen (dann darf sie nicht länger sein).",
    }),
    category: reference(
      "Kategorie",
      { collection: "categories", field: "name", noun: "Kategorie" },
      { hint: "Neue Kategorien legen Sie unter „Blog-Kategorien“ an." },
    ),
    publishedAt: dateTime("Veröffentlicht am", {
      hint: "Bestimmt die Reihenfolge im Blog: der neueste Artikel steht oben. Ein Datum in der Zukunft plant den Artikel ein: Er bleibt bis dahin unsichtbar und geht an diesem Tag von selbst online – die Seite wird jeden Morgen gegen 6 Uhr deutscher Zeit (im Sommer gegen 7 Uhr) automatisch neu gebaut. Dafür eine Uhrzeit vor 6:00 wählen (z. B. 00:00), sonst erscheint er erst am Morgen danach.",
    }),
    date: line("Angezeigtes Datum", {
      optional: true,
      filled: true,
      hint: "Leer lassen: Das Datum wird aus „Veröffentlicht am“ gebildet (z. B. 10. Februar 2025). Wenn Sie es eintragen, muss es dazu passen.",
    }),
    author: line("Autor", {
      optional: true,
      filled: true,
      hint: "Leer lassen, wenn der Inhaber schreibt (Name aus den Firmendaten).",
    }),
    readTime: count("Lesezeit in Minuten"),
    ...imageWithAlt(),
    tags: values("Schlagwörter", line("Schlagwort"), { optional: true, filled: true }),
    body: markdown("Text", {
      hint: "Zwischenüberschriften mit „Überschrift 2“ und „Überschrift 3“ gliedern den Artikel.",
    }),
  },
});

export type BlogFrontmatter = ContentOf<typeof blog.fields>;
