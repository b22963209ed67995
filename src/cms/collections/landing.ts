import type { CmsCollection, CmsField } from "../types";
import { faqList, group, line, list, metaDescription, metaTitle, paragraph, texts, titledText, withHint } from "../fields";

/*
 * Landing-page texts: the Christmas-party city pages (one file per city) and the single-file
 * texts of the fixed pages. Field order follows the files on disk, because Decap writes the keys
 * back in field order. None of these files holds an image, so no media_folder is needed.
 */

/** Texts that go through fillTokens(text, { city }) (src/lib/text.ts). */
const CITY = "{city} wird auf jeder Stadtseite durch den Ortsnamen ersetzt.";
const CITY_CHRISTMAS = "{city} wird auf jeder Weihnachtsfeier-Seite durch den Ortsnamen ersetzt.";
const PARAGRAPHS = "Absätze durch eine Leerzeile trennen.";

/** Keeps a comment above the key when Decap writes the YAML file (the files start with one). */
const withComment = (field: CmsField, comment: string): CmsField => ({ ...field, comment });

/** Head of a fixed page's text file: search-engine texts, keywords and the hero. */
const pageHead = (comment: string): CmsField[] => [
  withComment(metaTitle(), comment),
  metaDescription(),
  line("keywords", "Suchbegriffe", { hint: "Durch Komma getrennt." }),
  line("heroTitle", "Überschrift oben"),
  paragraph("heroText", "Text unter der Überschrift"),
];

export const christmasCollection: CmsCollection = {
  name: "christmas",
  label: "Weihnachtsfeier-Seiten",
  label_singular: "Weihnachtsfeier-Seite",
  description:
    "Eine Datei pro Stadt in content/christmas. Jede Datei wird zur Seite /weihnachtsfeier-dj-Stadt. " +
    "Die gemeinsamen Texte aller Weihnachtsfeier-Seiten stehen unter „Seitentexte“.",
  folder: "content/christmas",
  extension: "yaml",
  format: "yaml",
  create: true,
  delete: true,
  identifier_field: "city",
  slug: "{{fields.city}}",
  summary: "{{fields.city}}",
  fields: [
    line("city", "Stadt", {
      hint:
        "Aus dem Stadtnamen entstehen beim ersten Speichern der Dateiname und die Adresse der Seite: " +
        "/weihnachtsfeier-dj-Stadt. Umlaute wandelt die Website um (Lübeck → /weihnachtsfeier-dj-luebeck). " +
        "Ändern Sie den Namen später, ändert sich auch die Adresse. Jede Stadt nur einmal anlegen.",
    }),
    metaTitle("Etwa 50–60 Zeichen, mit Stadtname, z. B. „Weihnachtsfeier DJ Kiel – Saison 2025/2026“."),
    metaDescription(),
    paragraph("heroText", "Text unter der Überschrift", { hint: "Die Überschrift „Weihnachtsfeier DJ Stadt“ bildet die Website selbst." }),
    paragraph("localNote", "Besonderheiten vor Ort", {
      hint: "Erscheint unter „Entspannt feiern in Stadt“: Wo und wie wird in dieser Stadt Weihnachten gefeiert?",
    }),
  ],
};

const christmasPartyFile = {
  name: "christmas-party",
  label: "Weihnachtsfeier – gemeinsame Texte",
  description: "Diese Texte erscheinen auf allen Weihnachtsfeier-Seiten (Hamburg, Kiel, Lübeck …).",
  file: "content/christmas-party/christmas-party.yaml",
  fields: [
    withComment(
      list("benefits", "Vorteile", titledText("Überschrift", "Text", CITY_CHRISTMAS), {
        summary: "{{fields.title}}",
        min: 4,
        max: 4,
        hint: "Genau vier Vorteile. Erscheinen unter „Entspannt feiern in Stadt“.",
      }),
      "Gemeinsame Inhalte der Weihnachtsfeier-Seiten (Hamburg, Kiel, Lübeck).\\n" +
        "{city} wird durch die jeweilige Stadt ersetzt, {year} im Browser durch das aktuelle Jahr.",
    ),
    group("availability", "Hinweis „Begrenzte Verfügbarkeit“", [
      line("title", "Überschrift"),
      line("text", "Text", { hint: "{year} wird automatisch durch das aktuelle Jahr ersetzt, z. B. „im Dezember {year}“." }),
    ]),
    group("why", "Abschnitt „Warum ich“", [
      line("title", "Überschrift", { hint: CITY_CHRISTMAS }),
      list("items", "Gründe", titledText("Überschrift", "Text"), { summary: "{{fields.title}}", min: 4, max: 4, hint: "Genau vier Gründe." }),
      paragraph("quote", "Zitat", { hint: "Ohne Anführungszeichen. Erscheint neben dem Porträt, mit dem Namen des Inhabers." }),
    ]),
    withHint(faqList(), `${CITY_CHRISTMAS} Die ersten zwei Fragen erscheinen zusätzlich in den Suchergebnissen.`),
    group("cta", "Aufruf am Seitenende", titledText("Überschrift", "Text", CITY_CHRISTMAS)),
  ],
};

const blocksFile = {
  name: "blocks",
  label: "Textbausteine der Stadtseiten",
  description:
    "Gemeinsame Abschnitte aller Stadtseiten. Auswahlkriterien und Gründe erscheinen außerdem im Ratgeber (für Hamburg) " +
    "und auf der Regionalseite (für Schleswig-Holstein), der Aufruf am Seitenende auch im Ratgeber.",
  file: "content/blocks/blocks.yaml",
  fields: [
    withComment(
      group("selectionCriteria", "Abschnitt „Auswahlkriterien“", [
        line("title", "Überschrift", { hint: CITY }),
        paragraph("intro", "Einleitung", { hint: CITY }),
        list("items", "Kriterien", titledText("Überschrift", "Text", CITY), {
          summary: "{{fields.title}}",
          min: 1,
          hint: "Werden auf der Seite automatisch nummeriert (01, 02 …).",
        }),
      ]),
      "Gemeinsame Bausteine für Ratgeber, Städteseiten und die Schleswig-Holstein-Seite.\\n" +
        "{city} wird auf jeder Seite durch den jeweiligen Stadtnamen ersetzt.",
    ),
    group("reasons", "Abschnitt „Ihre Vorteile“", [
      line("title", "Überschrift", { hint: CITY }),
      list("items", "Gründe", titledText("Überschrift", "Text", CITY), { summary: "{{fields.title}}", min: 1 }),
      list("stats", "Zahlen", [line("value", "Zahl", { hint: "z. B. 30+" }), line("label", "Beschriftung", { hint: "z. B. Jahre am Mischpult" })], {
        summary: "{{fields.value}} {{fields.label}}",
        min: 1,
        hint: "Diese Zahlen tragen Sie hier selbst ein; sie werden nicht aus den Firmendaten übernommen.",
      }),
    ]),
    group("cta", "Aufruf am Seitenende", titledText("Überschrift", "Text", CITY)),
  ],
};

const guideFile = {
  name: "guide",
  label: "Ratgeber „Event-DJ in Hamburg finden“",
  description: "Texte der Seite /event-dj-hamburg-finden. Pakete und Preise bearbeiten Sie unter „Pakete & Preise“.",
  file: "content/guide/guide.yaml",
  fields: [
    ...pageHead("Ratgeberseite /event-dj-hamburg-finden"),
    list("advice", "Tipps", [line("title", "Überschrift"), paragraph("text", "Text", { hint: PARAGRAPHS })], { summary: "{{fields.title}}", min: 1 }),
    faqList(),
  ],
};

const regionalFile = {
  name: "regional",
  label: "Regionalseite Schleswig-Holstein",
  description: "Texte der Seite /dj-schleswig-holstein.",
  file: "content/regional/schleswig-holstein.yaml",
  fields: [
    ...pageHead("Regionalseite /dj-schleswig-holstein"),
    list("services", "Leistungen", titledText("Überschrift", "Text"), { summary: "{{fields.title}}", min: 1 }),
    list("regions", "Regionen", [line("name", "Region"), texts("places", "Orte", "Ort", { min: 1 })], {
      summary: "{{fields.name}}",
      min: 4,
      max: 4,
      hint: "Genau vier Regionen.",
    }),
    list(
      "venueColumns",
      "Beliebte Event-Locations",
      [
        line("city", "Stadt (Spaltenüberschrift)"),
        texts("venues", "Locations", "Location", { min: 1 }),
        line("note", "Hinweis unter der Spalte", { optional: true }),
      ],
      { summary: "{{fields.city}}", min: 3, max: 3, hint: "Genau drei Spalten." },
    ),
    texts("structuredDataVenues", "Locations für Suchmaschinen", "Location", {
      min: 10,
      max: 10,
      hint: "Genau zehn Namen. Nicht auf der Seite sichtbar, nur für Suchmaschinen – am besten dieselben Locations wie in den Spalten oben.",
    }),
    line("faqTitle", "Überschrift der häufigen Fragen"),
    withHint(
      faqList(),
      "Die Reihenfolge zählt: Unter der 2. Frage erscheint die Pakettabelle, unter der 5. Frage der Knopf „Jetzt unverbindlich anfragen“.",
    ),
    list("packageTable", "Pakettabelle (unter der 2. Frage)", [line("name", "Paket"), line("includes", "Leistungen")], {
      summary: "{{fields.name}}",
      min: 1,
    }),
    texts("badges", "Merkmale unter der Überschrift", "Merkmal", { min: 4, max: 4, hint: "Genau vier kurze Merkmale, z. B. Zuverlässig." }),
  ],
};

const PAGES: { key: string; label: string }[] = [
  { key: "home", label: "Startseite" },
  { key: "contact", label: "Kontakt" },
  { key: "locations", label: "Locations" },
  { key: "blog", label: "Blog (Übersicht)" },
  { key: "imprint", label: "Impressum" },
  { key: "privacy", label: "Datenschutz" },
  { key: "notFound", label: "Seite nicht gefunden (404)" },
];

const seoFile = {
  name: "seo",
  label: "Seitentitel & Beschreibungen (SEO)",
  description: "Was Suchmaschinen und Link-Vorschauen für die festen Seiten anzeigen. Jede Seite braucht eigene Texte.",
  file: "content/seo/seo.yaml",
  fields: PAGES.map(({ key, label }, index) => {
    const field = group(key, label, [
      line("title", "Seitentitel", { hint: "Höchstens etwa 60 Zeichen." }),
      paragraph("description", "Beschreibung", { hint: "Etwa 140–160 Zeichen." }),
      line("keywords", "Suchbegriffe", { optional: true, hint: "Durch Komma getrennt. Darf leer bleiben." }),
    ]);
    return index === 0
      ? withComment(
          field,
          "Seitentitel und Beschreibungen der festen Seiten (Suchergebnisse und Link-Vorschauen).\\n" +
            "Titel höchstens ca. 60 Zeichen, Beschreibung ca. 140–160 Zeichen; jede Seite braucht eigene Texte.",
        )
      : field;
  }),
};

export const pagesCollection: CmsCollection = {
  name: "pages",
  label: "Seitentexte",
  description: "Texte der Seiten, die es nur einmal gibt, und gemeinsame Textbausteine.",
  format: "yaml",
  extension: "yaml",
  files: [christmasPartyFile, blocksFile, guideFile, regionalFile, seoFile],
};

export const landingCollections: CmsCollection[] = [christmasCollection, pagesCollection];
