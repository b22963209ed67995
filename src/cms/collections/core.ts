import type { CmsCollection, CmsField } from "../types";
import {
  dateTime,
  decimal,
  faqList,
  group,
  idField,
  imageWithAlt,
  integer,
  line,
  list,
  markdown,
  metaDescription,
  metaTitle,
  paragraph,
  slugField,
  texts,
  titledText,
  toggle,
} from "../fields";

/** Images live next to the content file, in images/ (written as a relative path), where gatsby-plugin-image finds them. */
const besideTheFile = { media_folder: "images", public_folder: "images" };

export const blogCollection: CmsCollection = {
  name: "blog",
  label: "Blogartikel",
  label_singular: "Blogartikel",
  description: "Jeder Artikel ist eine Datei in content/blog und bekommt automatisch seine eigene Seite unter /blog/Adresse.",
  folder: "content/blog",
  extension: "md",
  format: "frontmatter",
  create: true,
  delete: true,
  slug: "{{fields.slug}}",
  identifier_field: "title",
  summary: "{{title}} · {{publishedAt | date('DD.MM.YYYY')}}",
  preview_path: "blog/{{fields.slug}}",
  sortable_fields: ["publishedAt", "title", "category"],
  ...besideTheFile,
  fields: [
    line("title", "Titel"),
    slugField(),
    paragraph("excerpt", "Kurzbeschreibung", { hint: "Zwei Sätze für die Übersicht, die Vorschau in Suchmaschinen und beim Teilen." }),
    {
      name: "category",
      label: "Kategorie",
      widget: "relation",
      collection: "categories",
      file: "categories",
      search_fields: ["items.*.name"],
      value_field: "items.*.name",
      display_fields: ["items.*.name"],
      options_length: 50,
      hint: "Neue Kategorien legen Sie unter „Blog-Kategorien“ an.",
    } as CmsField,
    dateTime("publishedAt", "Veröffentlicht am", {
      hint: "Bestimmt die Reihenfolge im Blog: der neueste Artikel steht oben. Ein Datum in der Zukunft plant den Artikel ein: Er bleibt bis dahin unsichtbar und geht an diesem Tag von selbst online – die Seite wird jeden Morgen gegen 6 Uhr deutscher Zeit (im Sommer gegen 7 Uhr) automatisch neu gebaut. Dafür eine Uhrzeit vor 6:00 wählen (z. B. 00:00), sonst erscheint er erst am Morgen danach.",
    }),
    line("date", "Angezeigtes Datum", {
      optional: true,
      hint: "Leer lassen: Das Datum wird aus „Veröffentlicht am“ gebildet (z. B. 10. Februar 2025). Wenn Sie es eintragen, muss es dazu passen.",
    }),
    line("author", "Autor", { optional: true, hint: "Leer lassen, wenn der Inhaber schreibt (Name aus den Firmendaten)." }),
    integer("readTime", "Lesezeit in Minuten", { min: 1 }),
    ...imageWithAlt(),
    texts("tags", "Schlagwörter", "Schlagwort", { optional: true }),
    markdown("body", "Text", { hint: "Zwischenüberschriften mit „Überschrift 2“ und „Überschrift 3“ gliedern den Artikel." }),
  ],
};

export const cityCollection: CmsCollection = {
  name: "cities",
  label: "Stadtseiten",
  label_singular: "Stadtseite",
  description: "Eine Datei pro Stadt in content/cities. Jede Datei wird zur Seite /event-dj-Adresse.",
  folder: "content/cities",
  extension: "yaml",
  format: "yaml",
  create: true,
  delete: true,
  slug: "{{fields.slug}}",
  identifier_field: "name",
  summary: "{{name}} (/event-dj-{{slug}})",
  preview_path: "event-dj-{{fields.slug}}",
  fields: [
    line("name", "Stadt oder Region"),
    slugField("Teil der Adresse /event-dj-…: nur Kleinbuchstaben, Ziffern und Bindestriche, z. B. luebeck für Lübeck"),
    integer("distanceKm", "Entfernung von Hamburg in km", { optional: true, min: 1 }),
    metaTitle("Etwa 50–60 Zeichen, mit Stadtname."),
    metaDescription("Etwa 140–160 Zeichen."),
    line("heroTitle", "Überschrift oben"),
    paragraph("heroText", "Satz unter der Überschrift"),
    paragraph("intro", "Einleitung", { hint: "Zwei bis drei Absätze über die Stadt; Absätze durch eine Leerzeile trennen." }),
    list("specialties", "Besonderheiten vor Ort", titledText("Titel", "Text"), { summary: "{{fields.title}}", min: 1 }),
    faqList(),
  ],
};

/** A file that is a plain list on disk: the yaml-list format (see src/cms/formats.ts) shows it as field "items". */
const listFile = (
  name: string,
  label: string,
  file: string,
  itemLabel: string,
  fields: CmsField[],
  summary: string,
  extra: Partial<CmsCollection> = {},
): CmsCollection =>
  ({
    name,
    label,
    format: "yaml-list" as CmsCollection["format"],
    extension: "yaml",
    ...extra,
    files: [{ name, label, file, fields: [list("items", itemLabel, fields, { summary, min: 1 })] }],
  }) as CmsCollection;

export const locationsCollection = listFile(
  "locations",
  "Locations",
  "content/locations/locations.yaml",
  "Locations",
  [
    idField("Kennung, z. B. schloss-ahrensburg"),
    line("name", "Name"),
    line("type", "Art der Location", { hint: "z. B. Schloss, Hotel, Eventlocation. Die Filter-Zahlen auf /locations zählen diese Angabe." }),
    paragraph("description", "Beschreibung"),
    ...imageWithAlt(),
    line("capacity", "Kapazität", { hint: "z. B. 150 Gäste" }),
    texts("highlights", "Besonderheiten", "Besonderheit"),
    line("location", "Ort"),
    line("website", "Website", { hint: "Vollständige Adresse mit https://" }),
    integer("rating", "Bewertung (1–5 Sterne)", { optional: true, min: 1, max: 5 }),
  ],
  "{{fields.name}} ({{fields.type}})",
  besideTheFile,
);

export const testimonialsCollection = listFile(
  "testimonials",
  "Kundenstimmen",
  "content/testimonials/testimonials.yaml",
  "Kundenstimmen",
  [
    line("name", "Name", { hint: "Vorname und Initial, z. B. Katrin S." }),
    line("event", "Anlass und Ort", { optional: true }),
    paragraph("text", "Zitat"),
    integer("rating", "Sterne (1–5)", { min: 1, max: 5 }),
  ],
  "{{fields.name}} – {{fields.event}}",
);

export const categoriesCollection = listFile(
  "categories",
  "Blog-Kategorien",
  "content/categories/categories.yaml",
  "Kategorien",
  [line("name", "Kategorie")],
  "{{fields.name}}",
);

const pricedPackage: CmsField[] = [
  idField("Kennung, z. B. basis"),
  line("name", "Name"),
  decimal("netPrice", "Nettopreis in €", { min: 1, hint: "Ohne Mehrwertsteuer. Der Bruttopreis wird auf der Seite berechnet." }),
  integer("durationHours", "Dauer in Stunden", { min: 1 }),
  toggle("popular", "Als „Beliebt“ hervorheben"),
  texts("features", "Leistungen", "Leistung", { min: 1 }),
];

export const settingsCollection: CmsCollection = {
  name: "settings",
  label: "Firmendaten, Pakete & FAQ",
  format: "yaml",
  extension: "yaml",
  files: [
    {
      name: "site",
      label: "Firmendaten & Startseite",
      file: "content/site/site.yaml",
      ...besideTheFile,
      fields: [
        line("businessName", "Firmenname"),
        line("ownerName", "Inhaber"),
        line("jobTitle", "Berufsbezeichnung"),
        line("street", "Straße und Hausnummer"),
        line("postalCode", "PLZ"),
        line("city", "Ort"),
        line("region", "Bundesland"),
        line("country", "Land (Kürzel)", { hint: "DE" }),
        line("phone", "Telefon (Anzeige)", { hint: "So, wie es auf der Seite steht, z. B. 040 1234 5678" }),
        {
          ...line("phoneE164", "Telefon (international)", {
            hint: "Für den Anruf-Knopf: +49 und die Nummer ohne 0 und Leerzeichen, z. B. +494012345678",
          }),
          pattern: ["^\\+\\d{8,15}$", "Format: +494012345678"],
        } as CmsField,
        line("email", "E-Mail"),
        line("vatId", "USt-IdNr."),
        group("geo", "Koordinaten", [decimal("latitude", "Breitengrad", { step: 0.0001 }), decimal("longitude", "Längengrad", { step: 0.0001 })], {
          collapsed: true,
        }),
        list(
          "openingHours",
          "Öffnungszeiten",
          [
            line("days", "Tage (Anzeige)", { hint: "z. B. Mo–Fr" }),
            line("hours", "Zeiten (Anzeige)", { hint: "z. B. 10:00–18:00" }),
            {
              name: "schemaDays",
              label: "Tage für Suchmaschinen",
              widget: "select",
              multiple: true,
              options: [
                { label: "Montag", value: "Monday" },
                { label: "Dienstag", value: "Tuesday" },
                { label: "Mittwoch", value: "Wednesday" },
                { label: "Donnerstag", value: "Thursday" },
                { label: "Freitag", value: "Friday" },
                { label: "Samstag", value: "Saturday" },
                { label: "Sonntag", value: "Sunday" },
              ],
            } as CmsField,
            line("opens", "Öffnet um", { optional: true, hint: "HH:MM, leer bei „nach Vereinbarung“" }),
            line("closes", "Schließt um", { optional: true, hint: "HH:MM" }),
          ],
          { summary: "{{fields.days}}: {{fields.hours}}", min: 1 },
        ),
        paragraph("openingHoursNote", "Hinweis zu den Öffnungszeiten"),
        paragraph("responseTime", "Antwortzeit"),
        group(
          "claims",
          "Zahlen & Erfahrung",
          [
            integer("yearsExperience", "Jahre Erfahrung", { min: 1 }),
            integer("events", "Events", { min: 1 }),
            integer("yearsHosting", "Jahre als Moderator", { min: 1 }),
            integer("yearsEventSpecialisation", "Jahre Event-Spezialisierung", { min: 1 }),
            integer("musicLibrary", "Titel in der Musikbibliothek", { min: 1 }),
            integer("weddings", "Hochzeiten", { min: 1 }),
          ],
          { collapsed: true },
        ),
        texts("genres", "Musikrichtungen", "Musikrichtung"),
        texts("areaServed", "Einsatzgebiet", "Region"),
        line("reviewsUrl", "Link zu den Bewertungen"),
        line("businessProfileUrl", "Link zum Unternehmensprofil"),
        list("reviewSites", "Bewertungsportale", [line("name", "Name"), line("url", "Link")], { summary: "{{fields.name}}", min: 2 }),
        decimal("vatRate", "Mehrwertsteuersatz", { min: 0, max: 1, step: 0.01, hint: "19 % = 0.19" }),
        integer("copyrightYear", "Jahr im Copyright-Hinweis", { min: 2000 }),
        group("hero", "Bild oben auf der Startseite", imageWithAlt()),
        group("portrait", "Porträt („Über mich“)", imageWithAlt()),
        line("heroTitle", "Startseite: Überschrift"),
        paragraph("heroText", "Startseite: Text unter der Überschrift"),
        line("aboutTitle", "„Über mich“: Überschrift"),
        paragraph("aboutText", "„Über mich“: Text"),
        group(
          "ratings",
          "Bewertungen für Suchmaschinen",
          ["home", "service", "regional"].map((key) =>
            group(key, { home: "Startseite", service: "Ratgeber- und Stadtseiten", regional: "Schleswig-Holstein-Seite" }[key]!, [
              decimal("value", "Durchschnitt (1–5)", { min: 1, max: 5, step: 0.1 }),
              integer("count", "Anzahl", { min: 1 }),
            ]),
          ),
          { collapsed: true },
        ),
      ],
    },
    {
      name: "packages",
      label: "Pakete & Preise",
      file: "content/packages/packages.yaml",
      fields: [
        list(
          "home",
          "Startseite: Pakete nach Anlass",
          [
            idField("Kennung, z. B. firmenfeier"),
            line("name", "Name"),
            paragraph("description", "Beschreibung"),
            texts("features", "Leistungen", "Leistung", { min: 1 }),
          ],
          { summary: "{{fields.name}}", min: 3, max: 3 },
        ),
        list("guide", "Ratgeber- und Stadtseiten: Pakete mit Preis", pricedPackage, {
          summary: "{{fields.name}} – {{fields.netPrice}} € netto",
          min: 3,
          max: 3,
        }),
        list("christmas", "Weihnachtsfeier: Pakete mit Preis", pricedPackage, {
          summary: "{{fields.name}} – {{fields.netPrice}} € netto",
          min: 3,
          max: 3,
        }),
        group("earlyBird", "Weihnachtsfeier: Frühbucher-Angebot", [
          line("name", "Name"),
          decimal("netPrice", "Frühbucherpreis netto in €", { min: 1 }),
          decimal("regularNetPrice", "Regulärer Preis netto in €", { min: 1 }),
          decimal("saving", "Ersparnis netto in €", { min: 1 }),
          integer("durationHours", "Dauer in Stunden", { min: 1 }),
          dateTime("deadline", "Angebot gilt bis", { hint: "Danach verschwindet das Angebot automatisch von den Seiten." }),
          line("season", "Saison", { hint: "z. B. Weihnachtsfeiern 2025" }),
          integer("reservedPercent", "Bereits reserviert in %", { min: 0, max: 100 }),
          line("reservedLabel", "Text zur Auslastung"),
        ]),
        list(
          "structuredDataOffers",
          "Angebote für Suchmaschinen (Startseite)",
          [line("name", "Name"), decimal("price", "Preis in €", { min: 1 }), paragraph("description", "Beschreibung")],
          { summary: "{{fields.name}} – {{fields.price}} €", min: 3, max: 3 },
        ),
      ],
    },
    {
      name: "faqs",
      label: "Häufige Fragen (Startseite)",
      file: "content/faqs/faqs.yaml",
      fields: [faqList("home", "Fragen und Antworten")],
    },
  ],
};

export const coreCollections: CmsCollection[] = [
  blogCollection,
  cityCollection,
  locationsCollection,
  testimonialsCollection,
  categoriesCollection,
  settingsCollection,
];
