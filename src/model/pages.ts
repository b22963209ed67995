import type { Collection } from "./collection";
import { choices, group, line, list, paragraph, toggle, values, type ContentOf } from "./fields";
import { collection } from "./collection";

/**
 * Page copy: the texts of the fixed pages and of shared sections that used to be written in the
 * components. One collection per page or block (define them with collection() from ./collection
 * and the builders from ./fields, like src/model/collections.ts). They appear in /admin under
 * "Seitentexte" (cmsGroup: "pages").
 */

const FACTS =
  "Platzhalter wie {businessName}, {ownerName}, {street}, {postalCode}, {homeCity}, {phone}, {email} und {vatId} werden durch die Firmendaten ersetzt.";
const LEGAL_TEXT =
  "Absätze durch eine Leerzeile trennen; ein Zeilenumbruch bleibt ein Zeilenumbruch. Zeilen, die mit „- “ beginnen, werden zur Aufzählung. " +
  "Telefonnummer und E-Mail-Adresse ({phone}, {email}) werden automatisch verlinkt. " +
  FACTS;

const legalPage = (label: string) =>
  group("LegalPageText", label, {
    title: line("Überschrift"),
    sections: list(
      "LegalSection",
      "Abschnitte",
      {
        heading: line("Zwischenüberschrift", { optional: true, hint: "Leer lassen, wenn der Abschnitt den vorigen fortsetzt." }),
        minor: toggle("Kleinere Zwischenüberschrift", { hint: "Für Unterpunkte eines Abschnitts (z. B. „Widerspruchsrecht“)." }),
        text: paragraph("Text", { optional: true, hint: LEGAL_TEXT }),
        address: choices(
          "Anschrift aus den Firmendaten (unter dem Text)",
          [
            { label: "Anschrift des Inhabers", value: "address" },
            { label: "mit Firmenname", value: "businessName" },
            { label: "mit Telefon und E-Mail", value: "contact" },
          ],
          { optional: true },
        ),
      },
      { min: 1, summary: "{{fields.heading}}", noun: "Abschnitte" },
    ),
  });

export const legal = collection({
  name: "legal",
  label: "Impressum & Datenschutz",
  description: "Texte der Seiten /impressum und /datenschutz. Die Firmendaten selbst (Anschrift, Telefon, USt-IdNr.) stehen unter „Firmendaten“.",
  shape: "file",
  path: "content/legal/legal.yaml",
  node: "LegalYaml",
  cmsGroup: "pages",
  fields: {
    eyebrow: line("Kleine Zeile über der Überschrift"),
    backLink: line("Link zurück zur Startseite"),
    imprint: legalPage("Impressum"),
    privacy: legalPage("Datenschutzerklärung"),
  },
});

const heading = (type: string, label: string, withText = false) =>
  group(type, label, {
    eyebrow: line("Kleine Zeile über der Überschrift"),
    title: line("Überschrift", { hint: FACTS }),
    ...(withText ? { text: paragraph("Text unter der Überschrift") } : {}),
  });
const teaser = (type: string, label: string) =>
  group(type, label, {
    eyebrow: line("Kleine Zeile über der Überschrift"),
    title: line("Überschrift", { hint: FACTS }),
    text: paragraph("Text unter der Überschrift", { optional: true }),
    link: line("Beschriftung des Knopfes darunter"),
  });

export const texts = collection({
  name: "texts",
  label: "Texte der festen Seiten",
  description:
    "Überschriften und Texte der Startseite, der Seiten Blog, Locations, „Anfrage gesendet“ und „Seite nicht gefunden“ sowie der Fußzeile. " + FACTS,
  shape: "file",
  path: "content/texts/texts.yaml",
  node: "TextsYaml",
  cmsGroup: "pages",
  fields: {
    home: group("HomeTexts", "Startseite", {
      about: group("HomeAboutTexts", "Abschnitt „Über mich“", {
        eyebrow: line("Kleine Zeile über der Überschrift", { hint: "Überschrift und Text stehen unter „Firmendaten & Startseite“." }),
        genresTitle: line("Überschrift über den Musikrichtungen"),
        yearsLabel: line("Beschriftung der Zahl „Jahre Erfahrung“"),
        eventsLabel: line("Beschriftung der Zahl „Events“"),
      }),
      packages: group("HomePackagesTexts", "Abschnitt „Pakete“", {
        eyebrow: line("Kleine Zeile über der Überschrift"),
        title: line("Überschrift", { hint: FACTS }),
        text: paragraph("Text unter der Überschrift"),
        link: line("Beschriftung des Knopfes darunter", { hint: "Führt zum Ratgeber mit allen Preisen." }),
      }),
      blog: teaser("HomeBlogTexts", "Abschnitt „Blog“"),
      locations: teaser("HomeLocationsTexts", "Abschnitt „Locations“"),
      faqTitle: line("Überschrift der häufigen Fragen", { hint: FACTS }),
      contact: group("HomeContactTexts", "Abschnitt „Kontakt“", {
        eyebrow: line("Kleine Zeile über der Überschrift"),
        title: line("Überschrift"),
        text: paragraph("Text", { hint: "Danach folgt die Antwortzeit aus den Firmendaten." }),
        reviewsLink: line("Link zu den Bewertungen"),
        profileLink: line("Link zum Unternehmensprofil"),
      }),
    }),
    blog: heading("BlogPageTexts", "Blog (Übersicht)", true),
    article: group("ArticleTexts", "Blog-Artikel (um jeden Artikel)", {
      tags: line("Vorgelesener Name der Schlagwörter", { hint: "Für Screenreader, nicht sichtbar." }),
      back: line("Link zurück zur Übersicht"),
      relatedEyebrow: line("Kleine Zeile über den ähnlichen Artikeln"),
      relatedTitle: line("Überschrift der ähnlichen Artikel"),
    }),
    locations: group("LocationsPageTexts", "Locations", {
      eyebrow: line("Kleine Zeile über der Überschrift"),
      title: line("Überschrift", { hint: FACTS }),
      text: paragraph("Text unter der Überschrift"),
      button: line("Beschriftung des Knopfes oben"),
      types: heading("TextsHeading", "Abschnitt „Location-Typen“"),
      list: heading("TextsHeading", "Abschnitt „Ausgewählte Locations“"),
      cta: group("TextsCallToAction", "Aufruf am Seitenende", {
        title: line("Überschrift"),
        text: paragraph("Text"),
        button: line("Beschriftung des Knopfes"),
      }),
    }),
    contact: group("ContactPageTexts", "Kontakt (/kontakt)", {
      eyebrow: line("Kleine Zeile über der Überschrift"),
      title: line("Überschrift", { hint: FACTS }),
      text: paragraph("Text unter der Überschrift"),
      interest: line("Hinweis bei einer gewählten Location", { hint: "Danach folgt der Name der Location, z. B. „Interesse an: Gut Basthorst“." }),
      earlyBird: line("Hinweis, wenn der Besucher vom Frühbucher-Angebot kommt"),
      formTitle: line("Überschrift des Formulars"),
      selection: line("Vorgelesener Name der mitgebrachten Auswahl", {
        hint: "Für Screenreader: der Kasten über dem Formular mit Termin und Preisrechner-Auswahl.",
      }),
      date: line("Beschriftung des mitgebrachten Termins", { hint: "z. B. „Wunschtermin:“" }),
      package: line("Beschriftung des Paketwunschs aus dem Preisrechner"),
      estimate: line("Beschriftung der Preisschätzung aus dem Preisrechner"),
      sent: line("Satz unter der Auswahl"),
      change: line("Link zurück zum Preisrechner"),
      phoneTitle: line("Überschrift „Telefon“"),
      emailTitle: line("Überschrift „E-Mail“"),
      reviewsTitle: line("Überschrift „Bewertungen“"),
      reviewsText: line("Text über den Bewertungslinks"),
      reviewsOn: line("Anfang der Bewertungslinks", { hint: "Danach folgt der Name des Portals, z. B. „Bewertungen auf Google“." }),
    }),
    thanks: group("ThanksPageTexts", "Anfrage gesendet (/kontakt/danke)", {
      metaTitle: line("Seitentitel", { hint: FACTS }),
      metaDescription: paragraph("Beschreibung"),
      eyebrow: line("Kleine Zeile über der Überschrift", { hint: "Überschrift und erster Satz sind vom Auftrag vorgegeben und stehen im Code." }),
      nextTitle: line("Überschrift „Wie es weitergeht“"),
      steps: values("Schritte", line("Schritt"), { min: 1, noun: "Schritte" }),
      urgent: line("Satz vor dem Anruf-Knopf"),
      call: line("Anruf-Knopf", { hint: "Danach folgt die Telefonnummer." }),
      home: line("Link zur Startseite"),
    }),
    notFound: group("NotFoundTexts", "Seite nicht gefunden (404)", {
      text: paragraph("Text", { hint: "Die Überschrift „Oops! Page not found“ ist vom Auftrag vorgegeben und steht im Code." }),
      home: line("Link zur Startseite"),
    }),
    footer: group("FooterTexts", "Fußzeile", {
      navigation: line("Überschrift „Navigation“"),
      services: line("Überschrift „Leistungen“"),
      christmas: line("Link zu einer Weihnachtsfeier-Seite", { hint: "{city} wird durch die Stadt ersetzt." }),
      regions: line("Überschrift „Regionen“"),
      city: line("Link zu einer Stadtseite", { hint: "{city} wird durch die Stadt ersetzt." }),
      contact: line("Überschrift „Kontakt“"),
      openingHours: line("Überschrift „Öffnungszeiten“"),
      copyright: line("Copyright-Zeile", { hint: "{year} wird durch das Jahr aus den Firmendaten ersetzt. " + FACTS }),
      imprint: line("Link zum Impressum"),
      privacy: line("Link zur Datenschutzerklärung"),
    }),
  },
});

export const PAGE_COLLECTIONS: readonly Collection[] = [legal, texts];

export type LegalData = ContentOf<typeof legal.fields>;
export type TextsData = ContentOf<typeof texts.fields>;
