import { faqList, line, list, paragraph, slug, titledText, toggle, values } from "../fields";
import { collection } from "../collection";
import { filePerEntry } from "../entry-files";
import { EVENT_TYPES } from "../event-types";
import { titledTexts } from "../titled-texts";
import { metaTitle, metaDescription, PARAGRAPHS } from "./shared";

/** The enquiry form's event types (spec section 3, eventTyp) an occasion page can stand for. */
export const OCCASION_TYPES = EVENT_TYPES.map((t) => t.value);

/** What the build accepts for an event type, and the list /admin offers (by the form's names). */
export const OCCASION_TYPE = {
  pattern: { regex: `^(${OCCASION_TYPES.join("|")})$`, message: `einer von ${OCCASION_TYPES.join(", ")} sein` },
  options: EVENT_TYPES,
};

/** A field naming one of the event types, e.g. the occasion a testimonial or photo belongs to. */
export const occasionType = (label: string, hint = "") =>
  line(label, {
    hint: `Wie im Anfrageformular.${hint ? ` ${hint}` : ""}`,
    ...OCCASION_TYPE,
  });

const LINKS = "Links auf andere Seiten: [Linktext](/adresse), z. B. [Ratgeber](/event-dj-hamburg-finden).";

export const occasions = collection({
  name: "occasions",
  label: "Anlass-Seiten",
  labelSingular: "Anlass-Seite",
  description:
    "Eine Datei pro Anlass in content/occasions (Hochzeit, Firmenfeier, Geburtstag …). Jede Datei wird zur Seite /Adresse.",
  shape: "folder",
  path: "content/occasions",
  node: "OccasionsYaml",
  ...filePerEntry("slug", {
    identifier_field: "name",
    summary: "{{name}} (/{{slug}})",
    preview_path: "{{fields.slug}}",
  }),
  fields: {
    slug: slug("Adresse (Slug)", {
      hint: "Die ganze Adresse der Seite ohne Schrägstrich, z. B. hochzeits-dj-hamburg. Nur Kleinbuchstaben, Ziffern und Bindestriche.",
    }),
    occasion: occasionType(
      "Anlass im Anfrageformular",
      "Kundenstimmen dieses Anlasses stehen auf der Seite vorn. Ein Anlass ohne eigenen Typ (z. B. Abiball) ist „sonstiges“.",
    ),
    name: line("Name des Anlasses", { hint: "Wie Kundenstimmen ihn nennen, z. B. Hochzeit." }),
    metaTitle: metaTitle("Höchstens 65 Zeichen, mit Anlass und Hamburg."),
    metaDescription: metaDescription("Höchstens 160 Zeichen."),
    heroEyebrow: line("Kleine Zeile über der Überschrift"),
    heroTitle: line("Überschrift oben (h1)", { hint: "Nennt den Anlass und Hamburg." }),
    heroText: paragraph("Satz unter der Überschrift"),
    introTitle: line("Überschrift der Einleitung"),
    intro: paragraph("Einleitung", { hint: `${PARAGRAPHS} ${LINKS}` }),
    flowTitle: line("Überschrift des Ablaufs"),
    flow: list(
      "OccasionStep",
      "Ablauf",
      {
        time: line("Uhrzeit (optional)", { optional: true, hint: "Eine typische Uhrzeit, z. B. 18:30." }),
        title: line("Abschnitt"),
        text: paragraph("Was ich in diesem Abschnitt tue", { hint: LINKS }),
      },
      { min: 3, summary: "{{fields.title}}", noun: "Abschnitte" },
    ),
    highlightsTitle: line("Überschrift der Schwerpunkte"),
    highlights: titledTexts("Schwerpunkte", titledText("Titel", "Text", LINKS), { min: 1 }),
    packagesTitle: line("Überschrift der Pakete"),
    packagesIntro: paragraph("Text über den Paketen", {
      hint: `Preise nur als Platzhalter, z. B. {preisPremium}. ${LINKS}`,
    }),
    packages: values(
      "Passende Pakete",
      slug("Paket", {
        refersTo: { collection: "packages", list: "guide", field: "id", display: "name", noun: "Paket" },
      }),
      {
        min: 1,
        noun: "Pakete",
        hint: "Pakete aus „Pakete & Preise“ → „Ratgeber- und Stadtseiten: Pakete mit Preis“.",
      },
    ),
    forBusiness: toggle("Seite für Firmenkunden: Preise zuerst netto", {
      hint: "An: Der Preisschalter der Pakete und des Preisrechners steht beim Öffnen der Seite auf „Geschäftskunde“ (Nettopreise zzgl. MwSt.), z. B. bei der Firmenfeier. Aus (Standard): Privatkunde, Endpreise inkl. MwSt.",
    }),
    faqTitle: line("Überschrift der Fragen"),
    faq: faqList("Häufige Fragen", LINKS),
    locationsTitle: line("Überschrift der Locations", {
      hint: "Der ganze Satz mit dem richtigen Artikel, z. B. „Passende Locations für Ihren Geburtstag“ oder „… für Ihre Hochzeit“.",
    }),
    locations: values(
      "Passende Locations",
      slug("Location", { refersTo: { collection: "locations", field: "id", display: "name", noun: "Location" } }),
      {
        min: 1,
        noun: "Locations",
        hint: "Locations aus der Liste unter „Locations“.",
      },
    ),
    articles: values(
      "Passende Artikel",
      slug("Artikel", { refersTo: { collection: "blog", field: "slug", display: "title", noun: "Artikel" } }),
      {
        optional: true,
        noun: "Artikel",
        hint: "Blogartikel, die zu diesem Anlass passen.",
      },
    ),
    ctaTitle: line("Überschrift des Abschlusses"),
    ctaText: paragraph("Text des Abschlusses"),
  },
});
