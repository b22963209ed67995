import type { Collection } from "./collection";
import { choices, group, line, list, paragraph, toggle, url, values, type ContentOf } from "./fields";
import { collection } from "./collection";

/**
 * Page copy: the texts of the fixed pages and of shared sections, which editors change in the
 * CMS instead of in components. One collection per page or block (define them with collection() from ./collection
 * and the builders from ./fields, like src/model/collections/). They appear in /admin under
 * "Seitentexte" (cmsGroup: "pages").
 */

const FACTS =
  "Platzhalter wie {businessName}, {ownerName}, {street}, {postalCode}, {homeCity}, {phone}, {email} und {vatId} werden durch die Firmendaten ersetzt.";
const LEGAL_TEXT =
  "Absätze durch eine Leerzeile trennen; ein Zeilenumbruch bleibt ein Zeilenumbruch. Zeilen, die mit „- “ beginnen, werden zur Aufzählung. " +
  "Telefonnummer und E-Mail-Adresse ({phone}, {email}) werden automatisch verlinkt. " +
  FACTS;

/** Facts a legal section or provider can depend on: without them it is left out of the page. */
export const LEGAL_CONDITIONS = [
  { label: "eine USt-IdNr. in den Firmendaten steht", value: "vatId" },
  { label: "eine WhatsApp-Nummer in den Firmendaten steht (der WhatsApp-Link ist sichtbar)", value: "whatsapp" },
] as const;
const onlyWith = () =>
  choices("Nur zeigen, wenn …", LEGAL_CONDITIONS, {
    optional: true,
    hint: "Ohne Auswahl erscheint der Eintrag immer. Mit Auswahl fehlt er auf der Seite, solange die Angabe in den Firmendaten leer ist (z. B. der Abschnitt zur USt-IdNr. bei Kleinunternehmern ohne USt-IdNr.).",
  });

const legalSections = () =>
  list(
    "LegalSection",
    "Abschnitte",
    {
      heading: line("Zwischenüberschrift", {
        optional: true,
        hint: "Leer lassen, wenn der Abschnitt den vorigen fortsetzt.",
      }),
      minor: toggle("Kleinere Zwischenüberschrift", {
        hint: "Für Unterpunkte eines Abschnitts (z. B. „Widerspruchsrecht“).",
      }),
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
      providers: toggle("Hier die Dienstleister zeigen", {
        hint: "Nur in der Datenschutzerklärung: zeigt unter dem Text jeden Eintrag aus „Dienstleister und Empfänger“ mit Anschrift, Zweck, Daten, Rechtsgrundlage, Speicherdauer und Übermittlung in Drittländer.",
      }),
      onlyWith: onlyWith(),
    },
    { min: 1, summary: "{{fields.heading}}", noun: "Abschnitte" },
  );

const legalPage = (label: string) =>
  group("LegalPageText", label, {
    title: line("Überschrift"),
    sections: legalSections(),
  });

const MARKER =
  "Was noch nicht feststeht, mit „BITTE ERGÄNZEN“ kennzeichnen – die Prüfung vor dem Livegang meldet jede solche Angabe.";

/** One recipient of visitors' data (Art. 13 Abs. 1 lit. e and f DSGVO), shown as a definition list. */
const provider = {
  name: line("Name des Dienstes", { hint: "Wie er auf der Seite heißt, z. B. „Netlify“." }),
  service: line("Wofür", { hint: "Kurz, z. B. „Hosting der Website“. Steht hinter dem Namen in der Überschrift." }),
  company: paragraph("Anbieter und Anschrift", {
    hint: "Firma und Postanschrift, eine Zeile je Adresszeile. " + MARKER,
  }),
  purpose: paragraph("Zweck", { hint: MARKER }),
  data: paragraph("Verarbeitete Daten", { hint: MARKER }),
  legalBasis: paragraph("Rechtsgrundlage", { hint: "Artikel der DSGVO bzw. Paragraf des TDDDG. " + MARKER }),
  role: paragraph("Rolle des Anbieters", {
    hint: "Auftragsverarbeiter (Art. 28 DSGVO, mit Vertrag) oder selbst Verantwortlicher. " + MARKER,
  }),
  storage: paragraph("Speicherdauer", { hint: "Konkrete Frist, z. B. „30 Tage“. " + MARKER }),
  transfer: paragraph("Übermittlung in Drittländer", {
    hint:
      "Grundlage der Übermittlung in die USA: EU-US Data Privacy Framework (zertifiziert oder nicht), Standardvertragsklauseln. " +
      MARKER,
  }),
  privacyUrl: url("Datenschutzhinweise des Anbieters"),
  onlyWith: onlyWith(),
};

const providerList = list("LegalProvider", "Dienstleister und Empfänger", provider, {
  min: 1,
  summary: "{{fields.name}} – {{fields.service}}",
  noun: "Dienstleister",
  hint: "Erscheinen unter dem Abschnitt, bei dem „Hier die Dienstleister zeigen“ eingeschaltet ist.",
});
const providerLabels = group("LegalProviderLabels", "Beschriftungen der Dienstleister-Angaben", {
  company: line("Anbieter und Anschrift"),
  purpose: line("Zweck"),
  data: line("Verarbeitete Daten"),
  legalBasis: line("Rechtsgrundlage"),
  role: line("Rolle des Anbieters"),
  storage: line("Speicherdauer"),
  transfer: line("Übermittlung in Drittländer"),
  privacyUrl: line("Datenschutzhinweise des Anbieters", { hint: "Text vor dem Link zu den Datenschutzhinweisen." }),
});
const privacyPage = group("LegalPrivacyText", "Datenschutzerklärung", {
  title: line("Überschrift"),
  sections: legalSections(),
  providers: providerList,
  providerLabels,
});

export const legal = collection({
  name: "legal",
  label: "Impressum & Datenschutz",
  description:
    "Texte der Seiten /impressum und /datenschutz. Die Firmendaten selbst (Anschrift, Telefon, USt-IdNr.) stehen unter „Firmendaten“. " +
    FACTS +
    " " +
    MARKER,
  shape: "file",
  path: "content/legal/legal.yaml",
  node: "LegalYaml",
  cmsGroup: "pages",
  fields: {
    eyebrow: line("Kleine Zeile über der Überschrift"),
    backLink: line("Link zurück zur Startseite"),
    imprint: legalPage("Impressum"),
    privacy: privacyPage,
  },
});

const heading = (type: string, label: string) =>
  group(type, label, {
    eyebrow: line("Kleine Zeile über der Überschrift"),
    title: line("Überschrift", { hint: FACTS }),
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
    "Überschriften und Texte der Startseite, der Seiten Blog, Locations, „Anfrage gesendet“ und „Seite nicht gefunden“ sowie der Fußzeile. " +
    FACTS,
  shape: "file",
  path: "content/texts/texts.yaml",
  node: "TextsYaml",
  cmsGroup: "pages",
  fields: {
    home: group("HomeTexts", "Startseite", {
      hero: group("HomeHeroTexts", "Abschnitt oben (mit Bild)", {
        badge: line("Plakette über der Überschrift", {
          hint: "z. B. „{yearsExperience}+ Jahre“. Überschrift, Text und Bild stehen unter „Firmendaten & Startseite“.",
        }),
        cta: line("Knopf zum Anfrageformular"),
      }),
      about: group("HomeAboutTexts", "Abschnitt „Über mich“", {
        eyebrow: line("Kleine Zeile über der Überschrift", {
          hint: "Überschrift und Text stehen unter „Firmendaten & Startseite“.",
        }),
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
        enquire: line("Knopf zum Anfrageformular"),
        call: line("Knopf „Anrufen“", { hint: "Ohne Telefonnummer; der Knopf bricht nicht um." }),
      }),
    }),
    blog: group("BlogPageTexts", "Blog (Übersicht)", {
      eyebrow: line("Kleine Zeile über der Überschrift"),
      title: line("Überschrift", { hint: FACTS }),
      text: paragraph("Text unter der Überschrift"),
      featured: line("Markierung des neuesten Artikels", {
        hint: "Steht vor seiner Kategorie: „Neu · Musik & Trends“.",
      }),
    }),
    article: group("ArticleTexts", "Blog-Artikel (um jeden Artikel)", {
      by: line("Wort vor dem Namen des Autors", { hint: "z. B. „von“ → „von Max Mustermann“." }),
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
      interest: line("Hinweis bei einer gewählten Location", {
        hint: "Danach folgt der Name der Location, z. B. „Interesse an: Gut Basthorst“.",
      }),
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
      reviewsOn: line("Anfang der Bewertungslinks", {
        hint: "Danach folgt der Name des Portals, z. B. „Bewertungen auf Google“.",
      }),
      planningTitle: line("Überschrift des Hinweises auf die Musikplanung", {
        hint: "Neben dem Formular, für gebuchte Kunden.",
      }),
      planningText: line("Satz zur Musikplanung"),
      planningLink: line("Link zur Musikplanung (/musikplanung)"),
    }),
    thanks: group("ThanksPageTexts", "Anfrage gesendet (/kontakt/danke)", {
      metaTitle: line("Seitentitel", { hint: FACTS }),
      metaDescription: paragraph("Beschreibung"),
      eyebrow: line("Kleine Zeile über der Überschrift", {
        hint: "Überschrift und erster Satz sind vom Auftrag vorgegeben und stehen im Code.",
      }),
      nextTitle: line("Überschrift „Wie es weitergeht“"),
      steps: values("Schritte", line("Schritt"), { min: 1, noun: "Schritte" }),
      urgent: line("Satz vor dem Anruf-Knopf"),
      planningText: line("Satz vor dem Link zur Musikplanung"),
      planningLink: line("Link zur Musikplanung (/musikplanung)"),
      call: line("Anruf-Knopf", { hint: "Danach folgt die Telefonnummer." }),
      home: line("Link zur Startseite"),
    }),
    notFound: group("NotFoundTexts", "Seite nicht gefunden (404)", {
      text: paragraph("Text", {
        hint: "Die Überschrift „Oops! Page not found“ ist vom Auftrag vorgegeben und steht im Code.",
      }),
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
      planning: line("Link zur Musikplanung (/musikplanung)", { hint: "Steht unter „Leistungen“." }),
    }),
  },
});

export const PAGE_COLLECTIONS: readonly Collection[] = [legal, texts];

export type LegalData = ContentOf<typeof legal.fields>;
