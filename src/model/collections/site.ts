import {
  choices,
  colour,
  count,
  decimal,
  email,
  group,
  imageWithAlt,
  integer,
  line,
  list,
  paragraph,
  url,
  values,
  type ContentOf,
  image,
  toggle,
  MEDIA_ID,
} from "../fields";
import { collection } from "../collection";
import { PARAGRAPHS } from "./shared";

/** A phone number as links and structured data need it (E.164: + and 8 to 15 digits); `example` goes into the message. */
const internationalPhone = <O extends { optional?: true; hint: string }>(label: string, example: string, options: O) =>
  line(label, {
    ...options,
    pattern: { regex: "^\\+\\d{8,15}$", message: `muss im Format ${example} angegeben werden` },
  });
/** A time of day, HH:MM; `example` goes into the message. */
const clockTime = <O extends { optional?: true; hint: string }>(label: string, example: string, options: O) =>
  line(label, {
    ...options,
    pattern: { regex: "^([01]\\d|2[0-3]):[0-5]\\d$", message: `muss eine Uhrzeit wie ${example} sein` },
  });
const BRAND_COLOUR = {
  regex: "^#[0-9a-fA-F]{6}$",
  message: "muss eine Hex-Farbe wie #ffb020 sein (# und sechs Zeichen 0–9, a–f)",
};
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
  description:
    "Stammdaten des Unternehmens – die einzige Stelle für Name, Anschrift, Telefon, E-Mail, USt-IdNr., Kennzahlen und Bewertungslinks; " +
    "alle Texte lesen sie über Platzhalter wie {phone} oder {events}. BEISPIELDATEN: Name, Anschrift, Telefon, WhatsApp-Nummer, E-Mail, " +
    "USt-IdNr., die Bewertungs- und Profillinks und die Bewertungszahlen sind erfunden; `npm run check:launch` listet jede Angabe, die vor " +
    "dem Livegang ersetzt werden muss, und der Live-Build stoppt, solange eine übrig ist.",
  shape: "file",
  path: "content/site/site.yaml",
  node: "SiteYaml",
  cmsGroup: "settings",
  images: true,
  fields: {
    businessName: line("Firmenname", {
      hint: "Erscheint im Seitentitel, in der Fußzeile, im Impressum und in den strukturierten Daten.",
    }),
    ownerName: line("Inhaber"),
    jobTitle: line("Berufsbezeichnung"),
    street: line("Straße und Hausnummer"),
    postalCode: line("PLZ", { pattern: { regex: "^\\d{5}$", message: "muss eine fünfstellige Postleitzahl sein" } }),
    city: line("Ort", {
      hint: "Der Heimatort: erscheint in Überschriften und Texten überall dort, wo {homeCity} steht.",
    }),
    region: line("Bundesland"),
    country: line("Land (Kürzel)", {
      hint: "DE",
      pattern: { regex: "^[A-Z]{2}$", message: "muss ein Länderkürzel aus zwei Großbuchstaben sein (DE)" },
    }),
    phone: line("Telefon (Anzeige)", { hint: "So, wie es auf der Seite steht, z. B. 040 1234 5678" }),
    phoneE164: internationalPhone("Telefon (international)", "+494012345678", {
      hint: "Für den Anruf-Knopf: +49 und die Nummer ohne 0 und Leerzeichen, z. B. +494012345678",
    }),
    whatsappE164: internationalPhone("WhatsApp-Nummer (international)", "+4917612345678", {
      optional: true,
      hint: "Leer lassen: kein WhatsApp-Link. Sonst wie oben, z. B. +4917612345678.",
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
        schemaDays: choices(
          "Tage für Suchmaschinen",
          [
            { label: "Montag", value: "Monday" },
            { label: "Dienstag", value: "Tuesday" },
            { label: "Mittwoch", value: "Wednesday" },
            { label: "Donnerstag", value: "Thursday" },
            { label: "Freitag", value: "Friday" },
            { label: "Samstag", value: "Saturday" },
            { label: "Sonntag", value: "Sunday" },
          ],
          {
            optional: true,
            hint: "Die Wochentage dieser Zeile für Google & Co. Leer lassen bei „nach Vereinbarung“: die Zeile steht dann nur sichtbar auf der Seite.",
          },
        ),
        opens: clockTime("Öffnet um", "10:00", { optional: true, hint: "HH:MM, leer bei „nach Vereinbarung“" }),
        closes: clockTime("Schließt um", "18:00", { optional: true, hint: "HH:MM" }),
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
        leadWeeksFrom: count("Vorlauf für die meisten Feiern: ab … Wochen", {
          hint: "Der Vorlauf, den Startseite, Ratgeber und Anlass-Seiten empfehlen ({vorlaufFeiern}, z. B. „8 bis 12 Wochen“).",
        }),
        leadWeeksTo: count("Vorlauf für die meisten Feiern: bis … Wochen"),
        leadWeekendMonthsFrom: count("Vorlauf für Wochenenden außerhalb Hamburgs: ab … Monate", {
          hint: "Der Vorlauf der Stadtseiten für einen Freitag oder Samstag, zu dem ich anreise ({vorlaufWochenende}, z. B. „2 bis 6 Monate“).",
        }),
        leadWeekendMonthsTo: count("Vorlauf für Wochenenden außerhalb Hamburgs: bis … Monate"),
        leadChristmasMonthsFrom: count("Vorlauf für Weihnachtsfeiern: ab … Monate", {
          hint: "Der Vorlauf der Weihnachtsfeier-Seiten ({vorlaufWeihnachten}, z. B. „2 bis 3 Monate“).",
        }),
        leadChristmasMonthsTo: count("Vorlauf für Weihnachtsfeiern: bis … Monate"),
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
    media: group(
      "SiteMedia",
      "Showreel und Mix",
      {
        showreel: group("MediaItem", "Showreel (Video)", {
          title: line("Titel"),
          platform: line("Plattform", {
            hint: "youtube oder mixcloud",
            pattern: { regex: "^(youtube|mixcloud)$", message: "youtube oder mixcloud sein" },
          }),
          id: line("Video-ID oder Mix-Adresse", {
            hint: "YouTube: die ID aus der Adresse (…watch?v=ID); Mixcloud: der Pfad, z. B. /ihr-name/ihr-mix/",
            pattern: MEDIA_ID,
          }),
          poster: image("Vorschaubild", { hint: "Ein eigenes Bild; es wird angezeigt, bevor das Video geladen wird." }),
          posterAlt: line("Beschreibung des Vorschaubilds"),
          sample: toggle("Beispiel (vor dem Livegang ersetzen)", {
            hint: "An: `npm run check:launch` listet das Video, bis Ihr eigenes eingetragen ist.",
          }),
        }),
      },
      {
        collapsed: true,
        hint: "Ein Video auf YouTube oder ein Mix auf Mixcloud (Musik mit kommerziellen Titeln nur über eine lizenzierte Plattform, GEMA). Die Seite zeigt zuerst nur das eigene Vorschaubild; das Video lädt erst nach einem Klick oder wenn die Besucherin externe Medien erlaubt hat.",
      },
    ),
    brand: group(
      "SiteBrand",
      "Farben und Logo",
      {
        accent: colour("Akzentfarbe", {
          hint: "Knöpfe, Links und Hervorhebungen, als Hex-Farbe wie #ffb020. Sie muss sich vom dunklen Hintergrund und von der dunklen Knopfschrift abheben; `npm run check:content` prüft den Kontrast (WCAG AA).",
          pattern: BRAND_COLOUR,
        }),
        highlight: colour("Zweite Farbe", {
          hint: "Hintergrund der Abzeichen mit weißer Schrift (z. B. „Beliebt“), als Hex-Farbe wie #c2185b. Weiße Schrift muss darauf gut lesbar sein.",
          pattern: BRAND_COLOUR,
        }),
        logo: image("Logo", {
          optional: true,
          hint: "SVG oder PNG, erscheint 34 Pixel hoch oben links vor dem Namen. Leer lassen: das runde Plattenteller-Zeichen.",
        }),
      },
      { optional: true, collapsed: true },
    ),
    ratings: group(
      "SiteRatings",
      "Bewertungen (sichtbar im Bewertungsblock und für Suchmaschinen)",
      {
        home: ratingFigure("Startseite"),
        service: ratingFigure("Alle anderen Seiten mit Bewertungsblock"),
      },
      {
        collapsed: true,
        hint: "Durchschnitt und Anzahl je Bewertungsprofil, genau eine Zahl pro Profil. Die Seite zeigt sie sichtbar im Bewertungsblock mit dem Profil, auf dem sie nachzulesen sind (§ 5b Abs. 3 UWG), und nennt sie den Suchmaschinen. Startseite: die Startseite; alle anderen: Ratgeber, Stadt-, Anlass-, Regional- und Weihnachtsfeier-Seiten.",
      },
    ),
  },
});

export type SiteData = ContentOf<typeof site.fields>;
