import { day, values, type ContentOf } from "../fields";
import { collection, type CollectionRule } from "../collection";
import { formatGermanDate, toIsoDay } from "../calendar-day";

/** A day stands under „Ausgebucht“ or under „Angefragt“, never in both. */
const oneListPerDay: CollectionRule = (entries) =>
  entries.flatMap(({ file, value }) => {
    const booked = Array.isArray(value.booked) ? value.booked.map(toIsoDay) : [];
    const tentative = new Set(Array.isArray(value.tentative) ? value.tentative.map(toIsoDay) : []);
    return [...new Set(booked)]
      .filter((date): date is string => date !== null && tentative.has(date))
      .map((date) => ({
        file,
        field: "tentative",
        message: `${formatGermanDate(date) ?? date} steht unter „booked“ (ausgebucht) und unter „tentative“ (angefragt); ein Tag darf nur in einer Liste stehen.`,
      }));
  });

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
  rules: [oneListPerDay],
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
