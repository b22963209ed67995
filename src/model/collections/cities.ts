import { count, faqList, line, paragraph, slug, titledText, type ContentOf } from "../fields";
import { collection } from "../collection";
import { filePerEntry } from "../entry-files";
import { titledTexts } from "../titled-texts";
import { metaTitle, metaDescription } from "./shared";

export const cities = collection({
  name: "cities",
  label: "Stadtseiten",
  labelSingular: "Stadtseite",
  description: "Eine Datei pro Stadt in content/cities. Jede Datei wird zur Seite /event-dj-Adresse.",
  shape: "folder",
  path: "content/cities",
  node: "CitiesYaml",
  ...filePerEntry("slug", {
    identifier_field: "name",
    summary: "{{name}} (/event-dj-{{slug}})",
    preview_path: "event-dj-{{fields.slug}}",
  }),
  fields: {
    name: line("Stadt oder Region"),
    slug: slug("Adresse (Slug)", {
      hint: "Teil der Adresse /event-dj-…: nur Kleinbuchstaben, Ziffern und Bindestriche, z. B. luebeck für Lübeck",
    }),
    distanceKm: count("Entfernung von Hamburg in km", {
      optional: true,
      hint: "Muss in der Einleitung vorkommen (z. B. „rund 90 Kilometer“). Leer lassen für Hamburg selbst.",
    }),
    metaTitle: metaTitle("Etwa 50–60 Zeichen, mit Stadtname."),
    metaDescription: metaDescription("Etwa 140–160 Zeichen."),
    heroTitle: line("Überschrift oben"),
    heroText: paragraph("Satz unter der Überschrift"),
    intro: paragraph("Einleitung", {
      hint: "Zwei bis drei Absätze über die Stadt; Absätze durch eine Leerzeile trennen. Eigener Text: Sätze einer anderen Stadtseite werden beim Prüfen abgelehnt.",
    }),
    specialties: titledTexts("Besonderheiten vor Ort", titledText("Titel", "Text"), { min: 1 }),
    faq: faqList(),
  },
});

export type CityContentData = ContentOf<typeof cities.fields>;
