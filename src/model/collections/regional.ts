import { faqList, group, line, list, titledText, values } from "../fields";
import { collection } from "../collection";
import { pageHead } from "./shared";
import { REGIONAL_FAQ } from "../ids";

const REGIONAL_FAQ_IDS = Object.values(REGIONAL_FAQ);

export const regional = collection({
  name: "regional",
  label: "Regionalseite Schleswig-Holstein",
  description: "Texte der Seite /dj-schleswig-holstein.",
  shape: "file",
  path: "content/regional/schleswig-holstein.yaml",
  node: "RegionalYaml",
  cmsGroup: "pages",
  fields: {
    ...pageHead("Regionalseite /dj-schleswig-holstein"),
    region: line("Name der Region", {
      hint: "Ersetzt {city} in den gemeinsamen Abschnitten (Auswahlkriterien, Ihre Vorteile, Bewertungen) und steht im Seitenpfad für Suchmaschinen („DJ Schleswig-Holstein“).",
    }),
    serviceName: line("Name der Leistung für Suchmaschinen", {
      hint: "Steht in den strukturierten Daten der Seite, nicht sichtbar.",
    }),
    headings: group("RegionalHeadings", "Überschriften und Beschriftungen", {
      heroEyebrow: line("Kleine Zeile über der Überschrift oben"),
      heroCta: line("Knopf oben"),
      badges: line("Vorgelesener Name der Merkmale unter der Überschrift", {
        hint: "Für Screenreader, nicht sichtbar.",
      }),
      servicesEyebrow: line("Kleine Zeile über den Leistungen"),
      servicesTitle: line("Überschrift der Leistungen"),
      regionsEyebrow: line("Kleine Zeile über den Regionen"),
      regionsTitle: line("Überschrift der Regionen"),
      venuesEyebrow: line("Kleine Zeile über den Locations"),
      venuesTitle: line("Überschrift der Locations"),
      tableCaption: line("Vorgelesener Titel der Pakettabelle", { hint: "Für Screenreader, nicht sichtbar." }),
      tablePackage: line("Spaltenüberschrift „Paket“ der Pakettabelle"),
      tableIncludes: line("Spaltenüberschrift „Leistungen“ der Pakettabelle"),
      bookingButton: line("Knopf unter der Frage „buchung“"),
    }),
    services: list("TitledText", "Leistungen", titledText(), { min: 1, summary: "{{fields.title}}" }),
    regions: list(
      "RegionalRegion",
      "Regionen",
      { name: line("Region"), places: values("Orte", line("Ort"), { min: 1 }) },
      { min: 4, max: 4, summary: "{{fields.name}}", noun: "Regionen", hint: "Genau vier Regionen." },
    ),
    venueColumns: list(
      "VenueColumn",
      "Beliebte Event-Locations",
      {
        city: line("Stadt (Spaltenüberschrift)"),
        venues: values("Locations", line("Location"), { min: 1 }),
        note: line("Hinweis unter der Spalte", { optional: true }),
      },
      { min: 3, max: 3, summary: "{{fields.city}}", noun: "Spalten", hint: "Genau drei Spalten." },
    ),
    structuredDataVenuesName: line("Name der Location-Liste für Suchmaschinen", {
      hint: "Nicht auf der Seite sichtbar.",
    }),
    structuredDataVenues: values("Locations für Suchmaschinen", line("Location"), {
      min: 10,
      max: 10,
      noun: "Locations",
      hint: "Genau zehn Namen. Nicht auf der Seite sichtbar, nur für Suchmaschinen – am besten dieselben Locations wie in den Spalten oben.",
    }),
    faqTitle: line("Überschrift der häufigen Fragen"),
    faq: faqList(
      "Häufige Fragen",
      "Unter der Frage mit der Kennung „preise“ erscheint die Pakettabelle, unter der mit „buchung“ der Knopf „Jetzt unverbindlich anfragen“ – egal, an welcher Stelle sie stehen.",
      REGIONAL_FAQ_IDS,
    ),
    packageTable: list(
      "PackageTableRow",
      "Pakettabelle (unter der Frage „preise“)",
      { name: line("Paket"), includes: line("Leistungen") },
      {
        min: 1,
        summary: "{{fields.name}}",
      },
    ),
    badges: values("Merkmale unter der Überschrift", line("Merkmal"), {
      min: 4,
      max: 4,
      noun: "Merkmale",
      hint: "Genau vier kurze Merkmale, z. B. Zuverlässig.",
    }),
  },
});
