import { day, group, image, integer, line, list, paragraph, slug, toggle, type ContentOf } from "../fields";
import { collection, type CollectionRule } from "../collection";
import { berlinDay, formatGermanDate, toIsoDay } from "../calendar-day";

import { filePerEntry } from "../entry-files";
import { OCCASION_TYPE, OCCASION_TYPES } from "./occasions";

const ONE_OF = `einer von ${OCCASION_TYPES.join(", ")} sein`;

/** Most guests a reference may name: more than any celebration a single DJ plays. */
export const MAX_EVENT_GUESTS = 5000;
/** "5.000", without building Intl's formatter where the model loads (the pages, /admin). */
const MAX_GUESTS_TEXT = String(MAX_EVENT_GUESTS).replace(/\B(?=(\d{3})+$)/g, ".");

/**
 * The references are celebrations the owner has played: the pages say so ("gespielt", "Referenzen") and
 * count them per location. A date after today (the build's day in Hamburg) would present a celebration
 * that has not happened as played.
 */
const playedAlready: CollectionRule = (entries, { today, locate }) => {
  const day = berlinDay(today);
  return entries.flatMap(({ file, value }) => {
    const date = toIsoDay(value.date);
    if (!date || date <= day) return [];
    return [
      {
        file,
        ...locate(value, ["date"]),
        message: `${formatGermanDate(date)} liegt in der Zukunft (heute ist der ${formatGermanDate(day)}). Unter „Referenzen“ stehen nur Feiern, die Sie schon gespielt haben: Bitte die Feier erst nach dem Termin eintragen.`,
      },
    ];
  });
};

/** The celebrations the DJ played (issue 40): one file each, listed on /referenzen, counted on /locations. */
export const events = collection({
  name: "events",
  label: "Referenzen (gespielte Feiern)",
  labelSingular: "Feier",
  description:
    "Eine Datei pro Feier, die Sie gespielt haben, in content/events. Sie steht auf /referenzen, auf der Seite ihres Anlasses und zählt bei ihrer Location auf /locations.",
  shape: "folder",
  path: "content/events",
  node: "EventsYaml",
  images: true,
  ...filePerEntry("id", { identifier_field: "id", summary: "{{date}} – {{title}}" }),
  rules: [playedAlready],
  fields: {
    id: slug("Kennung", {
      hint: "Kurz und eindeutig, z. B. 2025-06-14-hochzeit-gut-basthorst. Wird zum Sprungziel /referenzen#kennung.",
    }),
    title: line("Überschrift", { hint: "Kurz, z. B. Sommerhochzeit auf Gut Basthorst" }),
    date: day("Datum der Feier", {
      hint: "Nur Feiern, die schon stattgefunden haben: ein Datum in der Zukunft lehnt die Inhaltsprüfung ab.",
    }),
    eventType: line("Art der Feier", {
      hint: "Wie im Anfrageformular.",
      pattern: { regex: `^(${OCCASION_TYPES.join("|")})$`, message: ONE_OF },
      options: OCCASION_TYPE.options,
    }),
    location: slug("Location (Kennung)", {
      optional: true,
      refersTo: { collection: "locations", field: "id", display: "name", noun: "Location", otherwise: "venueName" },
      hint: "Eine Location aus der Liste unter „Locations“ (gespeichert wird ihre Kennung, z. B. gut-basthorst). Steht sie nicht darin, leer lassen und „Name der Location“ ausfüllen.",
    }),
    venueName: line("Name der Location", {
      optional: true,
      hint: "Nur wenn die Location nicht in der Liste der Locations steht, z. B. Hotel Hafen Hamburg.",
    }),
    city: slug("Stadtseite (Kennung)", {
      optional: true,
      refersTo: { collection: "cities", field: "slug", display: "name", noun: "Stadtseite", otherwise: "townName" },
      hint: "Eine Stadt aus der Liste der Stadtseiten (gespeichert wird ihre Adresse ohne event-dj-, z. B. kiel). Gibt es keine, leer lassen und „Ort“ ausfüllen.",
    }),
    townName: line("Ort", {
      optional: true,
      hint: "Nur wenn es keine Stadtseite gibt, z. B. Hamburg oder Ahrensburg.",
    }),
    // A plausible range: the number is shown as it is ("120 Gäste"); a typo like 999999999 must not reach the page.
    guests: integer("Anzahl der Gäste", {
      positive: true,
      hint: `Ungefähr, z. B. 120 (höchstens ${MAX_GUESTS_TEXT})`,
      max: MAX_EVENT_GUESTS,
      rangeMessage: `muss zwischen 1 und ${MAX_GUESTS_TEXT} liegen (ungefähre Zahl der Gäste)`,
    }),
    story: paragraph("Was ich an dem Abend gemacht habe", {
      hint: "Drei, vier Sätze in der Ich-Form: was gewünscht war, was gespielt wurde, was besonders war.",
    }),
    photos: list(
      "EventPhoto",
      "Fotos",
      {
        image: image("Foto"),
        imageAlt: line("Bildbeschreibung (Alt-Text)"),
        guestsConsented: toggle("Die erkennbaren Gäste haben zugestimmt", {
          hint: "Nur mit Häkchen zeigt die Seite das Foto.",
        }),
      },
      { optional: true, summary: "{{fields.imageAlt}}", noun: "Fotos" },
    ),
    quote: group(
      "EventQuote",
      "Stimme der Gastgeber (optional)",
      {
        text: paragraph("Zitat", { hint: "Wortgleich, wie die Gastgeber es geschrieben haben." }),
        name: line("Name", { hint: "Vorname und Initial, z. B. Katrin S." }),
        profile: line("Veröffentlicht auf", { hint: "Das Bewertungsprofil, z. B. Google oder ProvenExpert." }),
      },
      { optional: true, collapsed: true },
    ),
    sample: toggle("Beispiel (vor dem Livegang ersetzen oder löschen)"),
  },
});

export type EventContent = ContentOf<typeof events.fields>;
