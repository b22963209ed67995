import { imageWithAlt, line, paragraph, slug, url, values } from "../fields";
import { collection } from "../collection";
import { rating } from "./shared";

export const locations = collection({
  name: "locations",
  label: "Locations",
  description:
    "Event-Locations für die Seite /locations, die Startseite und die Anlass-Seiten (dort über ihre Kennung).",
  shape: "list",
  path: "content/locations/locations.yaml",
  node: "LocationsYaml",
  unique: "id",
  images: true,
  entries: { label: "Locations", summary: "{{fields.name}} ({{fields.type}})" },
  fields: {
    id: slug("Kennung", {
      hint: "Eindeutig, z. B. schloss-ahrensburg. Anlass-Seiten nennen die Location mit dieser Kennung: nach dem Veröffentlichen nicht mehr ändern.",
    }),
    name: line("Name"),
    type: line("Art der Location", {
      hint: "z. B. Schloss, Hotel, Eventlocation. Die Filter-Zahlen auf /locations zählen diese Angabe.",
    }),
    description: paragraph("Beschreibung"),
    ...imageWithAlt(),
    capacity: line("Kapazität", { hint: "z. B. 150 Gäste" }),
    highlights: values("Besonderheiten", line("Besonderheit")),
    location: line("Ort"),
    website: url("Website"),
    rating: rating("Bewertung (1–5 Sterne)", { optional: true, hint: "Nur angeben, wo bekannt." }),
  },
});
