import { image, line, toggle } from "../fields";
import { collection } from "../collection";
import { occasionType } from "./occasions";

/**
 * Photos of real events (content/gallery/gallery.yaml): shown where they fit – an occasion page
 * shows photos of its occasion first, a city page those from its city, then others.
 */
export const gallery = collection({
  name: "gallery",
  label: "Fotos",
  description:
    "Fotos von Feiern: je Foto Bild, Beschreibung, Anlass, Ort, Monat und Fotograf. Seiten zeigen die Fotos ihres Anlasses oder Ortes zuerst. " +
    "Fotos mit erkennbaren Gästen nur mit deren Einwilligung veröffentlichen.",
  shape: "list",
  path: "content/gallery/gallery.yaml",
  images: true,
  node: "GalleryYaml",
  entries: { label: "Fotos", summary: "{{fields.alt}}" },
  fields: {
    image: image("Foto", {
      hint:
        "JPEG oder PNG, mindestens 1600 Pixel breit, in content/gallery/images. Zeigt das Foto Gäste, die man erkennen kann, " +
        "brauchen Sie deren Einwilligung (DSGVO, KUG).",
    }),
    alt: line("Bildbeschreibung (Alt-Text)", {
      hint: "Was ist zu sehen? Ein Satz, z. B. „Volle Tanzfläche im Landhaus nach dem Eröffnungstanz“.",
    }),
    occasion: occasionType("Anlass"),
    venue: line("Location", { optional: true, hint: "z. B. Gut Basthorst" }),
    city: line("Ort", { hint: "z. B. Hamburg oder Kiel; eine Stadtseite zeigt Fotos aus ihrer Stadt zuerst." }),
    month: line("Monat", {
      hint: "z. B. 2025-06",
      pattern: { regex: "^\\d{4}-(0[1-9]|1[0-2])$", message: "Jahr und Monat in der Form 2025-06 sein" },
    }),
    credit: line("Foto von", { hint: "Name der Fotografin oder des Fotografen, steht unter dem Bild." }),
    sample: toggle("Beispielbild (vor dem Livegang ersetzen)", {
      hint: "Markiert die mitgelieferten Beispielbilder; `npm run check:launch` listet sie, bis echte Fotos sie ersetzen.",
    }),
  },
});
