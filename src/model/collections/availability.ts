import { day, values, type ContentOf } from "../fields";
import { collection } from "../collection";

/** Booked and held days: "Ist mein Termin frei?" and the date picker of the enquiry form. */
export const availability = collection({
  name: "availability",
  label: "Termine: ausgebucht & angefragt",
  description:
    "Welche Tage belegt sind. Die Terminprüfung auf den Seiten und der Kalender im Anfrageformular lesen diese Liste – und, wenn verbunden, Ihren Kalender (docs/owner.md „Termine aus Ihrem Kalender“).",
  shape: "file",
  path: "content/availability/availability.yaml",
  node: "AvailabilityYaml",
  cmsGroup: "settings",
  fields: {
    updatedAt: day("Stand: zuletzt geprüft am", {
      hint: "Bei jeder Änderung mit aktualisieren. Besucher sehen „Stand: …“; nach 30 Tagen ohne Änderung erinnert die Inhaltsprüfung daran (nicht bei verbundenem Kalender).",
    }),
    booked: values("Ausgebucht", day("Tag"), {
      optional: true,
      hint: "Tage, an denen Sie fest gebucht sind. Vergangene Tage werden ignoriert und dürfen stehen bleiben.",
    }),
    tentative: values("Angefragt (Option gehalten)", day("Tag"), {
      optional: true,
      hint: "Tage, für die eine Option gehalten wird. Ein Tag steht entweder hier oder unter „Ausgebucht“, nie in beiden.",
    }),
  },
});

export type AvailabilityData = ContentOf<typeof availability.fields>;
