import { group, line, paragraph, values } from "../fields";
import { collection } from "../collection";
import { FACTS } from "./shared";

/**
 * The texts of the fixed pages and the footer (content/texts/texts.yaml), which editors change in the
 * CMS instead of in components; in /admin under "Seitentexte".
 */

/** How a page or section opens: a small line over its heading, the heading, and (intro) the text under it. */
const headingFields = () => ({
  eyebrow: line("Kleine Zeile über der Überschrift"),
  title: line("Überschrift", { hint: FACTS }),
});
const introFields = () => ({ ...headingFields(), text: paragraph("Text unter der Überschrift") });
const heading = (type: string, label: string) => group(type, label, headingFields());
const teaser = (type: string, label: string) =>
  group(type, label, {
    ...headingFields(),
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
        ...introFields(),
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
      ...introFields(),
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
      ...introFields(),
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
      ...introFields(),
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
