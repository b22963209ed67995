import { image, line, slug, toggle, type ContentOf } from "../fields";
import { collection } from "../collection";
import { filePerEntry } from "../entry-files";

/**
 * The DJs who step in when the owner falls ill (issue 40): one file each. Their names fill the
 * token {vertretung} in the illness answers of the FAQs; occasion pages show them with photo.
 */
export const standins = collection({
  name: "standins",
  label: "Vertretungen (DJs im Krankheitsfall)",
  labelSingular: "Vertretung",
  description:
    "Eine Datei pro DJ, der für Sie einspringt, wenn Sie krank werden, in content/standins. Die Namen stehen überall, wo ein Text den Platzhalter {vertretung} enthält (z. B. in der Antwort auf „Was passiert, wenn Sie krank werden?“), Foto und Satz neben den häufigen Fragen der Anlass-Seiten. Bitte nur mit Einverständnis der Person.",
  shape: "folder",
  path: "content/standins",
  node: "StandinsYaml",
  images: true,
  ...filePerEntry("id", { identifier_field: "id", summary: "{{name}}" }),
  fields: {
    id: slug("Kennung", { hint: "Kurz und eindeutig, z. B. jana-petersen. Bestimmt die Reihenfolge (alphabetisch)." }),
    name: line("Name", { hint: "Vor- und Nachname, wie er in den Antworten stehen soll, z. B. Jana Petersen" }),
    photo: image("Foto", {
      hint: "Ein Porträt, quadratisch, mindestens 600 × 600 Pixel. Wird automatisch verkleinert.",
    }),
    photoAlt: line("Bildbeschreibung (Alt-Text)", {
      hint: "Nennt die Person, z. B. „Porträt von DJ Jana Petersen“.",
    }),
    about: line("Ein Satz über sie oder ihn", {
      hint: "Was Gäste wissen sollten, z. B. „Legt seit 2012 auf Hochzeiten in Hamburg auf, moderiert auch.“",
    }),
    sample: toggle("Beispiel (vor dem Livegang ersetzen oder löschen)"),
  },
});

export type StandinContent = ContentOf<typeof standins.fields>;
