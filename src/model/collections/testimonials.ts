import { line, paragraph } from "../fields";
import { collection } from "../collection";
import { rating } from "./shared";

export const testimonials = collection({
  name: "testimonials",
  label: "Kundenstimmen",
  shape: "list",
  path: "content/testimonials/testimonials.yaml",
  node: "TestimonialsYaml",
  entries: { label: "Kundenstimmen", summary: "{{fields.name}} – {{fields.event}}" },
  fields: {
    name: line("Name", { hint: "Vorname und Initial, z. B. Katrin S." }),
    event: line("Anlass", { hint: "z. B. Firmenfeier, Hochzeit, 50. Geburtstag" }),
    place: line("Location oder Stadtteil", { optional: true, hint: "z. B. Gut Basthorst oder HafenCity" }),
    city: line("Ort", {
      hint: "Stadt der Feier, z. B. Hamburg oder Lübeck. Eine Stadtseite nennt ihre Stadt in der Überschrift nur, wenn eine Kundenstimme von dort stammt.",
    }),
    region: line("Region", { optional: true, hint: "z. B. Schleswig-Holstein; zählt für die Seite dieser Region" }),
    text: paragraph("Zitat"),
    rating: rating("Sterne (1–5)"),
  },
});
