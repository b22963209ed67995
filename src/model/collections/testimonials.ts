import { line, paragraph, toggle } from "../fields";
import { occasionType } from "./occasions";
import { collection } from "../collection";
import { rating } from "./shared";

export const testimonials = collection({
  name: "testimonials",
  label: "Kundenstimmen",
  description:
    "Kundenstimmen für die Startseite und den Bewertungsblock der Stadt-, Regional-, Anlass- und Weihnachtsfeier-Seiten.",
  shape: "list",
  path: "content/testimonials/testimonials.yaml",
  node: "TestimonialsYaml",
  entries: { label: "Kundenstimmen", summary: "{{fields.name}} – {{fields.event}}" },
  fields: {
    name: line("Name", { hint: "Vorname und Initial, z. B. Katrin S." }),
    event: line("Anlass", { hint: "Wie er unter der Stimme steht, z. B. Firmenfeier, Hochzeit, 50. Geburtstag" }),
    occasion: occasionType("Art des Anlasses", "Auf der Seite dieses Anlasses steht die Stimme vorn."),
    month: line("Monat der Feier", {
      hint: "Jahr und Monat, z. B. 2025-06 für Juni 2025; steht sichtbar unter der Stimme.",
      pattern: { regex: "^\\d{4}-(0[1-9]|1[0-2])$", message: "Jahr und Monat in der Form 2025-06 sein" },
    }),
    place: line("Location oder Stadtteil", { optional: true, hint: "z. B. Gut Basthorst oder HafenCity" }),
    city: line("Ort", {
      hint: "Stadt der Feier, z. B. Hamburg oder Lübeck. Eine Stadtseite nennt ihre Stadt in der Überschrift nur, wenn eine Kundenstimme von dort stammt.",
    }),
    region: line("Region", { optional: true, hint: "z. B. Schleswig-Holstein; zählt für die Seite dieser Region" }),
    text: paragraph("Zitat"),
    rating: rating("Sterne (1–5)"),
    sample: toggle("Beispiel-Stimme (vor dem Livegang ersetzen oder löschen)"),
  },
});
