import { line } from "../fields";
import { collection } from "../collection";

export const categories = collection({
  name: "categories",
  label: "Blog-Kategorien",
  description: "Erlaubte Kategorien für Blogartikel. Ein Artikel mit einer anderen Kategorie stoppt den Build.",
  shape: "list",
  path: "content/categories/categories.yaml",
  node: "CategoriesYaml",
  unique: "name",
  entries: { label: "Kategorien", summary: "{{fields.name}}" },
  fields: { name: line("Kategorie") },
});
