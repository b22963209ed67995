/**
 * The editor's everyday changes made in files (as in git or a text editor), for
 * __tests__/site/later-builds.test.ts: a new city and a new occasion (one file each, with texts of their
 * own from __tests__/fixtures/editor-day), a 68-character headline and a package 100 € dearer. No code
 * changes with them.
 */
import fs from "fs";
import path from "path";
import YAML from "yaml";
import { ROOT } from "./project-copy";

const FIXTURES = path.join(ROOT, "__tests__/fixtures/editor-day");
/** The new files' pages: a city page and an occasion page. */
export const NEW_PAGES = { city: "/event-dj-ploen", occasion: "/dj-jubilaeum-hamburg" };
/** 68 characters: a long headline the model allows, on the new city page. */
export const HEADLINE = "Event-DJ in Plön: Hochzeit am See, Jubiläum im Gutshaus, Sommerfest!";

/** Changes one YAML file of the copy in place, comments and layout kept (the `yaml` package's document API). */
function editYaml(work: string, file: string, change: (doc: YAML.Document.Parsed) => void): void {
  const full = path.join(work, file);
  const doc = YAML.parseDocument(fs.readFileSync(full, "utf8"));
  change(doc);
  fs.writeFileSync(full, doc.toString());
}

/** Makes the changes in `work`; returns the package that became dearer, with its new net price. */
export function makeEverydayChanges(work: string): { id: string; netPrice: number } {
  for (const file of ["cities/ploen.yaml", "occasions/jubilaeum.yaml"])
    fs.copyFileSync(path.join(FIXTURES, file), path.join(work, "content", file));
  editYaml(work, "content/cities/ploen.yaml", (doc) => doc.setIn(["heroTitle"], HEADLINE));
  let dearer = { id: "", netPrice: 0 };
  editYaml(work, "content/packages/packages.yaml", (doc) => {
    const guide = (doc.toJSON() as { guide: { id: string; netPrice: number }[] }).guide;
    const last = guide.length - 1;
    dearer = { id: guide[last].id, netPrice: guide[last].netPrice + 100 };
    doc.setIn(["guide", last, "netPrice"], dearer.netPrice);
  });
  return dearer;
}
