import {
  choices,
  count,
  dateTime,
  day,
  decimal,
  email,
  faqList,
  group,
  imageWithAlt,
  integer,
  line,
  list,
  markdown,
  paragraph,
  price,
  reference,
  slug,
  titledText,
  toggle,
  url,
  values,
  withComment,
  type ContentOf,
} from "./fields";
import { collection, type Collection } from "./collection";
import { REGIONAL_FAQ } from "./ids";
import { PAGE_COLLECTIONS } from "./pages";
export type { Collection } from "./collection";

/**
 * THE CONTENT MODEL: one definition per collection of content/. Everything else is derived from
 * it (see src/model/fields.ts): the build validator, the GraphQL types, the CMS at /admin and the
 * TypeScript types below. To add a field to a city page, add it here, to the page's query and to
 * the section that shows it.
 */

/** Texts that go through fillTokens (src/lib/text.ts): hints for the editor. */
const CITY = "{city} wird auf jeder Stadtseite durch den Ortsnamen ersetzt.";
const CITY_CHRISTMAS = "{city} wird auf jeder Weihnachtsfeier-Seite durch den Ortsnamen ersetzt.";
const PARAGRAPHS = "Absätze durch eine Leerzeile trennen.";

const metaTitle = (hint = "Etwa 50–60 Zeichen.") => line("Seitentitel für Suchmaschinen", { hint });
const metaDescription = (hint = "Etwa 140–160 Zeichen. Erscheint in den Suchergebnissen unter dem Titel.") =>
  paragraph("Beschreibung für Suchmaschinen", { hint });
const rating = (label: string, options: { optional?: true } = {}) => integer(label, { min: 1, max: 5, ...options });

// ---- Blog ----------------------------------------------------------------------------------------

export const blog = collection({
  name: "blog",
  label: "Blogartikel",
  labelSingular: "Blogartikel",
  description: "Jeder Artikel ist eine Datei in content/blog und bekommt automatisch seine eigene Seite unter /blog/Adresse.",
  shape: "markdown",
  path: "content/blog",
  node: "MarkdownRemark",
  unique: "slug",
  images: true,
  cms: {
    create: true,
    delete: true,
    slug: "{{fields.slug}}",
    identifier_field: "title",
    summary: "{{title}} · {{publishedAt | date('DD.MM.YYYY')}}",
    preview_path: "blog/{{fields.slug}}",
    sortable_fields: ["publishedAt", "title", "category"],
  },
  fields: {
    title: line("Titel"),
    slug: slug("Adresse (Slug)", { hint: "Teil der Adresse: nur Kleinbuchstaben, Ziffern und Bindestriche, z. B. hochzeit-planen" }),
    excerpt: paragraph("Kurzbeschreibung", { hint: "Zwei Sätze für die Übersicht, die Vorschau in Suchmaschinen und beim Teilen." }),
    category: reference(
      "Kategorie",
      { collection: "categories", field: "name", noun: "Kategorie" },
      { hint: "Neue Kategorien legen Sie unter „Blog-Kategorien“ an." },
    ),
    publishedAt: dateTime("Veröffentlicht am", {
      hint: "Bestimmt die Reihenfolge im Blog: der neueste Artikel steht oben. Ein Datum in der Zukunft plant den Artikel ein: Er bleibt bis dahin unsichtbar und geht an diesem Tag von selbst online – die Seite wird jeden Morgen gegen 6 Uhr deutscher Zeit (im Sommer gegen 7 Uhr) automatisch neu gebaut. Dafür eine Uhrzeit vor 6:00 wählen (z. B. 00:00), sonst erscheint er erst am Morgen danach.",
    }),
    date: line("Angezeigtes Datum", {
      optional: true,
      filled: true,
      hint: "Leer lassen: Das Datum wird aus „Veröffentlicht am“ gebildet (z. B. 10. Februar 2025). Wenn Sie es eintragen, muss es dazu passen.",
    }),
    author: line("Autor", { optional: true, filled: true, hint: "Leer lassen, wenn der Inhaber schreibt (Name aus den Firmendaten)." }),
    readTime: count("Lesezeit in Minuten"),
    ...imageWithAlt(),
    tags: values("Schlagwörter", line("Schlagwort"), { optional: true, filled: true }),
    body: markdown("Text", { hint: "Zwischenüberschriften mit „Überschrift 2“ und „Überschrift 3“ gliedern den Artikel." }),
  },
});

// ---- City pages ----------------------------------------------------------------------------------

export const cities = collection({
  name: "cities",
  label: "Stadtseiten",
  labelSingular: "Stadtseite",
  description: "Eine Datei pro Stadt in content/cities. Jede Datei wird zur Seite /event-dj-Adresse.",
  shape: "folder",
  path: "content/cities",
  node: "CitiesYaml",
  unique: "slug",
  cms: {
    create: true,
    delete: true,
    slug: "{{fields.slug}}",
    identifier_field: "name",
    summary: "{{name}} (/event-dj-{{slug}})",
    preview_path: "event-dj-{{fields.slug}}",
  },
  fields: {
    name: line("Stadt oder Region"),
    slug: slug("Adresse (Slug)", { hint: "Teil der Adresse /event-dj-…: nur Kleinbuchstaben, Ziffern und Bindestriche, z. B. luebeck für Lübeck" }),
    distanceKm: count("Entfernung von Hamburg in km", {
      optional: true,
      hint: "Muss in der Einleitung vorkommen (z. B. „rund 90 Kilometer“). Leer lassen für Hamburg selbst.",
    }),
    metaTitle: metaTitle("Etwa 50–60 Zeichen, mit Stadtname."),
    metaDescription: metaDescription("Etwa 140–160 Zeichen."),
    heroTitle: line("Überschrift oben"),
    heroText: paragraph("Satz unter der Überschrift"),
    intro: paragraph("Einleitung", {
      hint: "Zwei bis drei Absätze über die Stadt; Absätze durch eine Leerzeile trennen. Eigener Text: Sätze einer anderen Stadtseite werden beim Prüfen abgelehnt.",
    }),
    specialties: list("TitledText", "Besonderheiten vor Ort", titledText("Titel", "Text"), { min: 1, summary: "{{fields.title}}" }),
    faq: faqList(),
  },
});

// ---- Lists ---------------------------------------------------------------------------------------

export const locations = collection({
  name: "locations",
  label: "Locations",
  shape: "list",
  path: "content/locations/locations.yaml",
  node: "LocationsYaml",
  unique: "id",
  images: true,
  entries: { label: "Locations", summary: "{{fields.name}} ({{fields.type}})" },
  fields: {
    id: slug("Kennung", { hint: "Kennung, z. B. schloss-ahrensburg" }),
    name: line("Name"),
    type: line("Art der Location", { hint: "z. B. Schloss, Hotel, Eventlocation. Die Filter-Zahlen auf /locations zählen diese Angabe." }),
    description: paragraph("Beschreibung"),
    ...imageWithAlt(),
    capacity: line("Kapazität", { hint: "z. B. 150 Gäste" }),
    highlights: values("Besonderheiten", line("Besonderheit")),
    location: line("Ort"),
    website: url("Website"),
    rating: rating("Bewertung (1–5 Sterne)", { optional: true }),
  },
});

export const testimonials = collection({
  name: "testimonials",
  label: "Kundenstimmen",
  shape: "list",
  path: "content/testimonials/testimonials.yaml",
  node: "TestimonialsYaml",
  entries: { label: "Kundenstimmen", summary: "{{fields.name}} – {{fields.event}}" },
  fields: {
    name: line("Name", { hint: "Vorname und Initial, z. B. Katrin S." }),
    event: line("Anlass", { hint: "z. B. Firmenfeier, Hochzeit, 50. Geburtstag" }),
    place: line("Location oder Stadtteil", { optional: true, hint: "z. B. Gut Basthorst oder HafenCity" }),
    city: line("Ort", {
      hint: "Stadt der Feier, z. B. Hamburg oder Lübeck. Eine Stadtseite nennt ihre Stadt in der Überschrift nur, wenn eine Kundenstimme von dort stammt.",
    }),
    region: line("Region", { optional: true, hint: "z. B. Schleswig-Holstein; zählt für die Seite dieser Region" }),
    text: paragraph("Zitat"),
    rating: rating("Sterne (1–5)"),
  },
});

export const categories = collection({
  name: "categories",
  label: "Blog-Kategorien",
  shape: "list",
  path: "content/categories/categories.yaml",
  node: "CategoriesYaml",
  unique: "name",
  entries: { label: "Kategorien", summary: "{{fields.name}}" },
  fields: { name: line("Kategorie") },
});

// ---- Settings: business facts, packages, home FAQ --------------------------------------------------

const imageGroup = (label: string) => group("ContentImage", label, imageWithAlt());
const ratingFigure = (label: string) =>
  group("RatingFigure", label, {
    value: decimal("Durchschnitt (1–5)", { min: 1, max: 5, step: 0.1 }),
    count: count("Anzahl"),
    profileUrl: url("Profil, auf dem die Bewertungen gezählt werden", {
      hint: "Die Seite Ihres Profils auf dem Bewertungsportal (nicht eine Suche oder die Startseite des Portals). Durchschnitt und Anzahl müssen dort nachzulesen sein.",
    }),
  });

export const site = collection({
  name: "site",
  label: "Firmendaten & Startseite",
  shape: "file",
  path: "content/site/site.yaml",
  node: "SiteYaml",
  cmsGroup: "settings",
  images: true,
  fields: {
    businessName: line("Firmenname", { hint: "Erscheint im Seitentitel, in der Fußzeile, im Impressum und in den strukturierten Daten." }),
    ownerName: line("Inhaber"),
    jobTitle: line("Berufsbezeichnung"),
    street: line("Straße und Hausnummer"),
    postalCode: line("PLZ", { pattern: { regex: "^\\d{5}$", message: "muss eine fünfstellige Postleitzahl sein" } }),
    city: line("Ort", { hint: "Der Heimatort: erscheint in Überschriften und Texten überall dort, wo {homeCity} steht." }),
    region: line("Bundesland"),
    country: line("Land (Kürzel)", {
      hint: "DE",
      pattern: { regex: "^[A-Z]{2}$", message: "muss ein Länderkürzel aus zwei Großbuchstaben sein (DE)" },
    }),
    phone: line("Telefon (Anzeige)", { hint: "So, wie es auf der Seite steht, z. B. 040 1234 5678" }),
    phoneE164: line("Telefon (international)", {
      hint: "Für den Anruf-Knopf: +49 und die Nummer ohne 0 und Leerzeichen, z. B. +494012345678",
      pattern: { regex: "^\\+\\d{8,15}$", message: "muss im Format +494012345678 angegeben werden" },
    }),
    whatsappE164: line("WhatsApp-Nummer (international)", {
      optional: true,
      hint: "Leer lassen: kein WhatsApp-Link. Sonst wie oben, z. B. +4917612345678.",
      pattern: { regex: "^\\+\\d{8,15}$", message: "muss im Format +4917612345678 angegeben werden" },
    }),
    email: email("E-Mail"),
    vatId: line("USt-IdNr.", {
      optional: true,
      hint: "Leer lassen, wenn Sie keine USt-IdNr. haben (z. B. als Kleinunternehmer); dann entfällt sie im Impressum. `npm run check:launch` prüft die Prüfziffer.",
      pattern: { regex: "^DE\\d{9}$", message: "muss das Format DE und 9 Ziffern haben" },
    }),
    geo: group(
      "SiteGeo",
      "Koordinaten",
      {
        latitude: decimal("Breitengrad", { step: 0.0001, min: -90, max: 90 }),
        longitude: decimal("Längengrad", { step: 0.0001, min: -180, max: 180 }),
      },
      { collapsed: true },
    ),
    openingHours: list(
      "SiteOpeningHours",
      "Öffnungszeiten",
      {
        days: line("Tage (Anzeige)", { hint: "z. B. Mo–Fr" }),
        hours: line("Zeiten (Anzeige)", { hint: "z. B. 10:00–18:00" }),
        schemaDays: choices("Tage für Suchmaschinen", [
          { label: "Montag", value: "Monday" },
          { label: "Dienstag", value: "Tuesday" },
          { label: "Mittwoch", value: "Wednesday" },
          { label: "Donnerstag", value: "Thursday" },
          { label: "Freitag", value: "Friday" },
          { label: "Samstag", value: "Saturday" },
          { label: "Sonntag", value: "Sunday" },
        ]),
        opens: line("Öffnet um", {
          optional: true,
          hint: "HH:MM, leer bei „nach Vereinbarung“",
          pattern: { regex: "^([01]\\d|2[0-3]):[0-5]\\d$", message: "muss eine Uhrzeit wie 10:00 sein" },
        }),
        closes: line("Schließt um", {
          optional: true,
          hint: "HH:MM",
          pattern: { regex: "^([01]\\d|2[0-3]):[0-5]\\d$", message: "muss eine Uhrzeit wie 18:00 sein" },
        }),
      },
      { min: 1, summary: "{{fields.days}}: {{fields.hours}}" },
    ),
    openingHoursNote: paragraph("Hinweis zu den Öffnungszeiten"),
    responseTime: paragraph("Antwortzeit"),
    claims: group(
      "SiteClaims",
      "Zahlen & Erfahrung",
      {
        yearsExperience: count("Jahre Erfahrung"),
        events: count("Events"),
        yearsHosting: count("Jahre als Moderator"),
        yearsEventSpecialisation: count("Jahre Event-Spezialisierung"),
        musicLibrary: count("Titel in der Musikbibliothek"),
        weddings: count("Hochzeiten"),
        travelRadiusKm: count("Anfahrt inklusive im Umkreis von … km", {
          hint: "Bis zu dieser Entfernung vom Heimatort kostet die Anfahrt nichts ({travelRadius}). Stadtseiten weiter weg meldet die Inhaltsprüfung.",
        }),
        setupMinutesFrom: count("Aufbau ab … Minuten vor Beginn"),
        setupMinutesTo: count("Aufbau bis … Minuten vor Beginn"),
      },
      { collapsed: true },
    ),
    genres: values("Musikrichtungen", line("Musikrichtung")),
    areaServed: values("Einsatzgebiet", line("Region")),
    reviewsUrl: url("Link zu den Bewertungen"),
    businessProfileUrl: url("Link zum Unternehmensprofil"),
    reviewSites: list(
      "ReviewSite",
      "Bewertungsportale",
      { name: line("Name"), url: url("Link") },
      { min: 2, summary: "{{fields.name}}", noun: "Portale" },
    ),
    vatRate: decimal("Mehrwertsteuersatz", {
      min: 0,
      max: 1,
      step: 0.01,
      hint: "19 % = 0.19. Alle Bruttopreise, der Preisrechner und „zzgl. … MwSt.“ rechnen damit.",
      rangeMessage: "muss zwischen 0 und 1 liegen (19 % = 0.19)",
    }),
    copyrightYear: integer("Erstes Jahr im Copyright-Hinweis", {
      min: 2000,
      max: 2100,
      hint: "Jahr, in dem die Website online ging. Der Hinweis zeigt es bis zum aktuellen Jahr, z. B. „© 2024–2026“.",
    }),
    hero: imageGroup("Bild oben auf der Startseite"),
    portrait: imageGroup("Porträt („Über mich“)"),
    heroTitle: line("Startseite: Überschrift"),
    heroText: paragraph("Startseite: Text unter der Überschrift"),
    aboutTitle: line("„Über mich“: Überschrift"),
    aboutText: paragraph("„Über mich“: Text", { hint: PARAGRAPHS }),
    ratings: group(
      "SiteRatings",
      "Bewertungen für Suchmaschinen",
      {
        home: ratingFigure("Startseite"),
        service: ratingFigure("Ratgeber- und Stadtseiten"),
        regional: ratingFigure("Schleswig-Holstein-Seite"),
      },
      { collapsed: true },
    ),
  },
});

const pricedPackage = {
  id: slug("Kennung", { hint: "Kennung, z. B. basis" }),
  name: line("Name"),
  netPrice: price("Nettopreis in €", { hint: "Ohne Mehrwertsteuer. Der Bruttopreis wird auf der Seite berechnet." }),
  durationHours: count("Dauer in Stunden"),
  popular: toggle("Als „Beliebt“ hervorheben"),
  features: values("Leistungen", line("Leistung"), { min: 1 }),
};

export const packages = collection({
  name: "packages",
  label: "Pakete & Preise",
  shape: "file",
  path: "content/packages/packages.yaml",
  node: "PackagesYaml",
  cmsGroup: "settings",
  fields: {
    home: list(
      "HomePackage",
      "Startseite: Pakete nach Anlass",
      {
        id: slug("Kennung", { hint: "Kennung, z. B. firmenfeier" }),
        name: line("Name"),
        description: paragraph("Beschreibung"),
        features: values("Leistungen", line("Leistung"), { min: 1 }),
      },
      { min: 3, max: 3, summary: "{{fields.name}}", noun: "Pakete" },
    ),
    guide: list("PricedPackage", "Ratgeber- und Stadtseiten: Pakete mit Preis", pricedPackage, {
      min: 3,
      max: 3,
      summary: "{{fields.name}} – {{fields.netPrice}} € netto",
      noun: "Pakete",
    }),
    christmas: list("PricedPackage", "Weihnachtsfeier: Pakete mit Preis", pricedPackage, {
      min: 3,
      max: 3,
      summary: "{{fields.name}} – {{fields.netPrice}} € netto",
      noun: "Pakete",
    }),
    earlyBird: group("EarlyBirdOffer", "Weihnachtsfeier: Frühbucher-Angebot", {
      name: line("Name"),
      netPrice: price("Frühbucherpreis netto in €"),
      regularNetPrice: price("Regulärer Preis netto in €"),
      durationHours: count("Dauer in Stunden"),
      deadline: dateTime("Angebot gilt bis", { hint: "Danach verschwindet das Angebot automatisch von den Seiten." }),
      season: line("Saison", { hint: "z. B. Weihnachtsfeiern {year}" }),
    }),
    priceRanges: list(
      "PriceRange",
      "Preisspannen für Texte",
      {
        id: slug("Kennung", { hint: "Name des Platzhalters: typisch → {spanneTypisch}" }),
        label: line("Wofür die Spanne gilt"),
        netFrom: price("Von (netto in €)"),
        netTo: price("Bis (netto in €)"),
      },
      { summary: "{{fields.label}}: {{fields.netFrom}}–{{fields.netTo}} € netto", noun: "Spannen" },
    ),
    structuredDataOffers: list(
      "StructuredDataOffer",
      "Angebote für Suchmaschinen (Startseite)",
      { name: line("Name"), price: price("Preis in €"), description: paragraph("Beschreibung") },
      { min: 3, max: 3, summary: "{{fields.name}} – {{fields.price}} €", noun: "Angebote" },
    ),
  },
});

export const faqs = collection({
  name: "faqs",
  label: "Häufige Fragen (Startseite)",
  shape: "file",
  path: "content/faqs/faqs.yaml",
  node: "FaqsYaml",
  cmsGroup: "settings",
  fields: { home: faqList("Fragen und Antworten") },
});

/** Booked and held days: "Ist mein Termin frei?" and the date picker of the enquiry form. */
export const availability = collection({
  name: "availability",
  label: "Termine: ausgebucht & angefragt",
  description:
    "Welche Tage belegt sind. Die Terminprüfung auf den Seiten und der Kalender im Anfrageformular lesen diese Liste – und, wenn verbunden, Ihren Kalender (README „Termine aus Ihrem Kalender“).",
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

/** Extra hours and extras of the price estimate ("Preisrechner"). */
export const extras = collection({
  name: "extras",
  label: "Preisrechner: Zusatzstunden & Extras",
  description:
    "Preise, mit denen der Preisrechner neben den Paketen rechnet. Alle Preise netto; brutto rechnet die Seite mit dem Mehrwertsteuersatz.",
  shape: "file",
  path: "content/extras/extras.yaml",
  node: "ExtrasYaml",
  cmsGroup: "settings",
  fields: {
    hourlyRate: price("Preis je Zusatzstunde in € (netto)"),
    maxExtraHours: integer("Höchstens wählbare Zusatzstunden", { min: 0, max: 12 }),
    extras: list(
      "PriceExtra",
      "Extras zum Ankreuzen",
      {
        id: slug("Kennung", { hint: "z. B. lichtshow. Steht in der Adresse der Anfrage: nach dem Veröffentlichen nicht mehr ändern." }),
        name: line("Name"),
        netPrice: price("Nettopreis in €"),
        description: paragraph("Beschreibung", { hint: "Ein Satz: Was ist enthalten?" }),
      },
      { optional: true, summary: "{{fields.name}} – {{fields.netPrice}} € netto", noun: "Extras" },
    ),
  },
});

// ---- Christmas-party pages -----------------------------------------------------------------------

export const christmas = collection({
  name: "christmas",
  label: "Weihnachtsfeier-Seiten",
  labelSingular: "Weihnachtsfeier-Seite",
  description:
    "Eine Datei pro Stadt in content/christmas. Jede Datei wird zur Seite /weihnachtsfeier-dj-Stadt. " +
    "Die gemeinsamen Texte aller Weihnachtsfeier-Seiten stehen unter „Seitentexte“.",
  shape: "folder",
  path: "content/christmas",
  node: "ChristmasYaml",
  unique: "city",
  computed: { slug: "String!" },
  cms: { create: true, delete: true, identifier_field: "city", slug: "{{fields.city}}", summary: "{{fields.city}}" },
  fields: {
    city: line("Stadt", {
      hint:
        "Aus dem Stadtnamen entstehen beim ersten Speichern der Dateiname und die Adresse der Seite: " +
        "/weihnachtsfeier-dj-Stadt. Umlaute wandelt die Website um (Lübeck → /weihnachtsfeier-dj-luebeck). " +
        "Ändern Sie den Namen später, ändert sich auch die Adresse. Jede Stadt nur einmal anlegen.",
    }),
    metaTitle: metaTitle("Etwa 50–60 Zeichen, mit Stadtname, z. B. „Weihnachtsfeier DJ Kiel – Saison 2025/2026“."),
    metaDescription: metaDescription(),
    heroText: paragraph("Text unter der Überschrift", {
      hint: "Die Überschrift („Weihnachtsfeier DJ {city}“) steht bei den gemeinsamen Texten aller Weihnachtsfeier-Seiten.",
    }),
    localNote: paragraph("Besonderheiten vor Ort", {
      hint: "Erscheint unter „Entspannt feiern in Stadt“: Wo und wie wird in dieser Stadt Weihnachten gefeiert?",
    }),
  },
});

export const christmasParty = collection({
  name: "christmas-party",
  label: "Weihnachtsfeier – gemeinsame Texte",
  description: "Diese Texte erscheinen auf allen Weihnachtsfeier-Seiten (Hamburg, Kiel, Lübeck …).",
  shape: "file",
  path: "content/christmas-party/christmas-party.yaml",
  node: "ChristmasPartyYaml",
  cmsGroup: "pages",
  fields: {
    benefits: withComment(
      list("TitledText", "Vorteile", titledText("Überschrift", "Text", CITY_CHRISTMAS), {
        min: 4,
        max: 4,
        summary: "{{fields.title}}",
        noun: "Vorteile",
        hint: "Genau vier Vorteile. Erscheinen unter „Entspannt feiern in Stadt“.",
      }),
      "Gemeinsame Inhalte der Weihnachtsfeier-Seiten (Hamburg, Kiel, Lübeck).\\n" +
        "{city} wird durch die jeweilige Stadt ersetzt, {year} im Browser durch das aktuelle Jahr.",
    ),
    headings: group("ChristmasHeadings", "Überschriften und Knöpfe", {
      heroTitle: line("Überschrift oben", { hint: CITY_CHRISTMAS }),
      heroEyebrow: line("Kleine Zeile über der Überschrift oben"),
      heroCta: line("Knopf oben"),
      benefitsEyebrow: line("Kleine Zeile über den Vorteilen"),
      benefitsTitle: line("Überschrift der Vorteile", { hint: CITY_CHRISTMAS }),
      availabilityButton: line("Knopf im Hinweis „Begrenzte Verfügbarkeit“"),
      whyEyebrow: line("Kleine Zeile über „Warum ich“"),
      pricingTitle: line("Überschrift der Pakete", { hint: "Die Pakete selbst stehen unter „Pakete & Preise“ (Weihnachtsfeier)." }),
      pricingCta: line("Beschriftung der Knöpfe unter den Paketen"),
      durationPrefix: line("Wort vor der Dauer eines Pakets", { hint: "z. B. „bis zu“ → „bis zu 4 Stunden“." }),
      faqTitle: line("Überschrift der häufigen Fragen", { hint: CITY_CHRISTMAS }),
      ctaButton: line("Knopf im Aufruf am Seitenende"),
    }),
    availability: group("ChristmasAvailability", "Hinweis „Begrenzte Verfügbarkeit“", {
      title: line("Überschrift"),
      text: line("Text", { hint: "{year} wird automatisch durch das aktuelle Jahr ersetzt, z. B. „im Dezember {year}“." }),
    }),
    why: group("ChristmasWhy", "Abschnitt „Warum ich“", {
      title: line("Überschrift", { hint: CITY_CHRISTMAS }),
      items: list("TitledText", "Gründe", titledText(), { min: 4, max: 4, summary: "{{fields.title}}", noun: "Gründe", hint: "Genau vier Gründe." }),
      quote: paragraph("Zitat", { hint: "Ohne Anführungszeichen. Erscheint neben dem Porträt, mit dem Namen des Inhabers." }),
    }),
    faq: faqList("Häufige Fragen", `${CITY_CHRISTMAS} Die ersten zwei Fragen erscheinen zusätzlich in den Suchergebnissen.`),
    cta: group("CallToAction", "Aufruf am Seitenende", titledText("Überschrift", "Text", CITY_CHRISTMAS)),
  },
});

// ---- Shared blocks and single pages ----------------------------------------------------------------

export const blocks = collection({
  name: "blocks",
  label: "Textbausteine der Stadtseiten",
  description:
    "Gemeinsame Abschnitte aller Stadtseiten. Auswahlkriterien und Gründe erscheinen außerdem im Ratgeber (für Hamburg) " +
    "und auf der Regionalseite (für Schleswig-Holstein), der Aufruf am Seitenende auch im Ratgeber.",
  shape: "file",
  path: "content/blocks/blocks.yaml",
  node: "BlocksYaml",
  cmsGroup: "pages",
  fields: {
    selectionCriteria: withComment(
      group("SelectionCriteriaBlock", "Abschnitt „Auswahlkriterien“", {
        title: line("Überschrift", { hint: CITY }),
        intro: paragraph("Einleitung", { hint: CITY }),
        items: list("TitledText", "Kriterien", titledText("Überschrift", "Text", CITY), {
          min: 1,
          summary: "{{fields.title}}",
          hint: "Werden auf der Seite automatisch nummeriert (01, 02 …).",
        }),
      }),
      "Gemeinsame Bausteine für Ratgeber, Städteseiten und die Schleswig-Holstein-Seite.\\n" +
        "{city} wird auf jeder Seite durch den jeweiligen Stadtnamen ersetzt.",
    ),
    reasons: group("ReasonsBlock", "Abschnitt „Ihre Vorteile“", {
      title: line("Überschrift", { hint: CITY }),
      items: list("TitledText", "Gründe", titledText("Überschrift", "Text", CITY), { min: 1, summary: "{{fields.title}}" }),
      stats: list(
        "Stat",
        "Zahlen",
        { value: line("Zahl", { hint: "z. B. 30+" }), label: line("Beschriftung", { hint: "z. B. Jahre am Mischpult" }) },
        {
          min: 1,
          summary: "{{fields.value}} {{fields.label}}",
          hint: "Diese Zahlen tragen Sie hier selbst ein; sie werden nicht aus den Firmendaten übernommen.",
        },
      ),
    }),
    cta: group("CallToAction", "Aufruf am Seitenende", titledText("Überschrift", "Text", CITY)),
    headings: group("BlockHeadings", "Kleine Zeilen, Überschriften und Knöpfe der Abschnitte", {
      cityHeroEyebrow: line("Stadtseite: kleine Zeile über der Überschrift oben", { hint: CITY }),
      cityHeroCta: line("Stadtseite: Knopf oben"),
      cityIntroEyebrow: line("Stadtseite: kleine Zeile über der Einleitung"),
      cityIntroTitle: line("Stadtseite: Überschrift der Einleitung", { hint: CITY }),
      cityDistance: line("Stadtseite: Text nach der Entfernung („ca. 90 km …“)", {
        hint: "{homeCity} wird durch den Sitz aus den Firmendaten ersetzt.",
      }),
      citySpecialtiesTitle: line("Stadtseite: Überschrift der Besonderheiten", { hint: CITY }),
      cityPricingTitle: line("Stadtseite: Überschrift der Pakete", { hint: CITY }),
      cityPricingCta: line("Stadtseite: Beschriftung der Knöpfe unter den Paketen"),
      cityFaqTitle: line("Stadtseite: Überschrift der häufigen Fragen", { hint: CITY }),
      selectionEyebrow: line("Kleine Zeile über den Auswahlkriterien"),
      reasonsEyebrow: line("Kleine Zeile über „Ihre Vorteile“"),
      pricingEyebrow: line("Kleine Zeile über den Paketen (Ratgeber, Stadt- und Weihnachtsfeier-Seiten)"),
      reviewsEyebrow: line("Kleine Zeile über den Bewertungen"),
      reviewsTitle: line("Überschrift der Bewertungen"),
      reviewsTitleCity: line("Überschrift der Bewertungen auf Stadt- und Regionalseiten", { hint: CITY }),
      reviewsLink: line("Knopf unter den Bewertungen", { hint: "Führt zu den Bewertungen (Link in den Firmendaten)." }),
      reviewsNote: paragraph("Hinweis zur Herkunft und Prüfung der Bewertungen", {
        hint: "Pflichtangabe nach § 5b Abs. 3 UWG: woher die Kundenstimmen stammen und ob und wie Sie prüfen, dass sie von echten Kunden kommen. Steht unter jedem Bewertungsblock.",
      }),
      faqEyebrow: line("Kleine Zeile über den häufigen Fragen", {
        hint: "Auf jeder Seite mit häufigen Fragen: Startseite, Ratgeber, Stadt-, Regional- und Weihnachtsfeier-Seiten.",
      }),
      ctaButton: line("Knopf im Aufruf am Seitenende", { hint: "Stadtseiten und Ratgeber; die Weihnachtsfeier-Seiten haben einen eigenen." }),
    }),
  },
});

/** Head of a fixed page's text file: search-engine texts, keywords and the hero. */
const pageHead = (comment: string) => ({
  metaTitle: withComment(metaTitle(), comment),
  metaDescription: metaDescription(),
  keywords: line("Suchbegriffe", { hint: "Durch Komma getrennt." }),
  heroTitle: line("Überschrift oben"),
  heroText: paragraph("Text unter der Überschrift"),
});

export const guide = collection({
  name: "guide",
  label: "Ratgeber „Event-DJ in Hamburg finden“",
  description: "Texte der Seite /event-dj-hamburg-finden. Pakete und Preise bearbeiten Sie unter „Pakete & Preise“.",
  shape: "file",
  path: "content/guide/guide.yaml",
  node: "GuideYaml",
  cmsGroup: "pages",
  fields: {
    ...pageHead("Ratgeberseite /event-dj-hamburg-finden"),
    heroEyebrow: line("Kleine Zeile über der Überschrift oben"),
    heroCta: line("Knopf oben"),
    serviceName: line("Name der Leistung für Suchmaschinen", {
      hint: "Steht in den strukturierten Daten der Seite, nicht sichtbar. {homeCity} wird durch den Sitz aus den Firmendaten ersetzt.",
    }),
    adviceEyebrow: line("Kleine Zeile über den Tipps"),
    adviceTitle: line("Überschrift der Tipps"),
    pricingTitle: line("Überschrift der Pakete", { hint: "Die Pakete selbst stehen unter „Pakete & Preise“." }),
    pricingCta: line("Beschriftung der Knöpfe unter den Paketen"),
    faqTitle: line("Überschrift der häufigen Fragen", { hint: "{homeCity} wird durch den Sitz aus den Firmendaten ersetzt." }),
    advice: list(
      "TitledText",
      "Tipps",
      { title: line("Überschrift"), text: paragraph("Text", { hint: PARAGRAPHS }) },
      { min: 1, summary: "{{fields.title}}" },
    ),
    faq: faqList(),
  },
});

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
    serviceName: line("Name der Leistung für Suchmaschinen", { hint: "Steht in den strukturierten Daten der Seite, nicht sichtbar." }),
    headings: group("RegionalHeadings", "Überschriften und Beschriftungen", {
      heroEyebrow: line("Kleine Zeile über der Überschrift oben"),
      heroCta: line("Knopf oben"),
      badges: line("Vorgelesener Name der Merkmale unter der Überschrift", { hint: "Für Screenreader, nicht sichtbar." }),
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
    structuredDataVenuesName: line("Name der Location-Liste für Suchmaschinen", { hint: "Nicht auf der Seite sichtbar." }),
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

/** Search-engine texts shared by every page of a kind (city pages, Christmas pages), with {city}. */
const pagePattern = (label: string, hint: string) =>
  group("SeoPattern", label, {
    keywords: line("Suchbegriffe", { hint: `Durch Komma getrennt. ${hint}` }),
    serviceName: line("Name der Leistung für Suchmaschinen", { hint: `Steht in den strukturierten Daten der Seite, nicht sichtbar. ${hint}` }),
  });

const pageMeta = (label: string) =>
  group("PageMeta", label, {
    title: line("Seitentitel", { hint: "Höchstens etwa 60 Zeichen." }),
    description: paragraph("Beschreibung", { hint: "Etwa 140–160 Zeichen." }),
    keywords: line("Suchbegriffe", { optional: true, hint: "Durch Komma getrennt. Darf leer bleiben." }),
  });

export const seo = collection({
  name: "seo",
  label: "Seitentitel & Beschreibungen (SEO)",
  description:
    "Was Suchmaschinen und Link-Vorschauen für die festen Seiten anzeigen (jede Seite braucht eigene Texte), " +
    "dazu die gemeinsamen Suchbegriffe der Stadt- und Weihnachtsfeier-Seiten und der Zusatz im Titel der Blogartikel. " +
    "Titel und Beschreibung einer Stadt-, Weihnachtsfeier- oder Artikelseite stehen in ihrer eigenen Datei.",
  shape: "file",
  path: "content/seo/seo.yaml",
  node: "SeoYaml",
  cmsGroup: "pages",
  fields: {
    home: withComment(
      pageMeta("Startseite"),
      "Seitentitel und Beschreibungen der festen Seiten (Suchergebnisse und Link-Vorschauen).\\n" +
        "Titel höchstens ca. 60 Zeichen, Beschreibung ca. 140–160 Zeichen; jede Seite braucht eigene Texte.",
    ),
    contact: pageMeta("Kontakt"),
    locations: pageMeta("Locations"),
    blog: pageMeta("Blog (Übersicht)"),
    imprint: pageMeta("Impressum"),
    privacy: pageMeta("Datenschutz"),
    notFound: pageMeta("Seite nicht gefunden (404)"),
    cityPages: pagePattern("Stadtseiten (alle Städte)", CITY),
    christmasPages: pagePattern("Weihnachtsfeier-Seiten (alle Städte)", CITY_CHRISTMAS),
    articles: group("SeoArticles", "Blogartikel", {
      titleSuffix: line("Zusatz im Seitentitel kurzer Artikel", {
        hint: "Steht hinter einem Artikeltitel bis 45 Zeichen nach einem senkrechten Strich: „Titel | Event DJ Hamburg“. {homeCity} wird durch den Sitz aus den Firmendaten ersetzt.",
      }),
    }),
  },
});

/** Every collection, in the order the CMS lists them. */
export const COLLECTIONS: readonly Collection[] = [
  blog,
  cities,
  locations,
  testimonials,
  categories,
  site,
  packages,
  faqs,
  availability,
  extras,
  christmas,
  christmasParty,
  blocks,
  guide,
  regional,
  seo,
  ...PAGE_COLLECTIONS,
];

// ---- TypeScript types of the content, derived from the model --------------------------------------

export type BlogFrontmatter = ContentOf<typeof blog.fields>;
export type CityContentData = ContentOf<typeof cities.fields>;
export type LocationData = ContentOf<typeof locations.fields>;
export type TestimonialData = ContentOf<typeof testimonials.fields>;
export type SiteData = ContentOf<typeof site.fields>;
export type PackagesData = ContentOf<typeof packages.fields>;
export type PricedPackageData = PackagesData["guide"][number];
export type FaqItemData = CityContentData["faq"][number];
export type ChristmasData = ContentOf<typeof christmas.fields>;
export type ChristmasPartyData = ContentOf<typeof christmasParty.fields>;
export type BlocksData = ContentOf<typeof blocks.fields>;
export type GuideData = ContentOf<typeof guide.fields>;
export type RegionalData = ContentOf<typeof regional.fields>;
export type AvailabilityData = ContentOf<typeof availability.fields>;
export type ExtrasData = ContentOf<typeof extras.fields>;
export type SeoData = ContentOf<typeof seo.fields>;
