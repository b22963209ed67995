import { faqList, group, line, paragraph, titledText, toggle, withComment } from "../fields";
import { collection } from "../collection";
import { titledTexts } from "../titled-texts";
import { CITY_CHRISTMAS } from "./shared";

export const christmasParty = collection({
  name: "christmas-party",
  label: "Weihnachtsfeier – gemeinsame Texte",
  description:
    "Diese Texte erscheinen auf allen Weihnachtsfeier-Seiten (Hamburg, Kiel, Lübeck …). {city} wird durch die Stadt der Seite ersetzt, " +
    "{year} durch das Jahr, in dem die Seite gebaut wird, {scarcityPercent} durch den Anteil der noch kommenden Freitage und Samstage " +
    "im Dezember, die laut „Termine“ gebucht oder angefragt sind (bei geringem Anteil blendet die Seite den Hinweis aus).",
  shape: "file",
  path: "content/christmas-party/christmas-party.yaml",
  node: "ChristmasPartyYaml",
  cmsGroup: "pages",
  fields: {
    benefits: withComment(
      titledTexts("Vorteile", titledText("Überschrift", "Text", CITY_CHRISTMAS), {
        min: 4,
        max: 4,
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
      pricingTitle: line("Überschrift der Pakete", {
        hint: "Die Pakete selbst stehen unter „Pakete & Preise“ (Weihnachtsfeier).",
      }),
      pricingCta: line("Beschriftung der Knöpfe unter den Paketen"),
      durationPrefix: line("Wort vor der Dauer eines Pakets", { hint: "z. B. „bis zu“ → „bis zu 4 Stunden“." }),
      faqTitle: line("Überschrift der häufigen Fragen", { hint: CITY_CHRISTMAS }),
      ctaButton: line("Knopf im Aufruf am Seitenende"),
    }),
    availability: group("ChristmasAvailability", "Hinweis „Begrenzte Verfügbarkeit“", {
      title: line("Überschrift"),
      text: line("Text", {
        hint:
          "{year} wird durch das Jahr des Dezembers ersetzt, für den der Besucher plant: das Jahr eines Datums, das er im Terminprüfer geprüft hat, sonst der kommende Dezember; {scarcityPercent} durch den Anteil dieses Dezembers. " +
          "Beispiel: „Bereits {scarcityPercent} % der Freitage und Samstage im Dezember {year} sind gebucht oder reserviert.“",
      }),
    }),
    forBusiness: toggle("Seiten für Firmenkunden: Preise zuerst netto", {
      hint: "An: Der Preisschalter der Pakete und des Preisrechners steht beim Öffnen der Weihnachtsfeier-Seiten auf „Geschäftskunde“ (Nettopreise zzgl. MwSt.). Aus: Privatkunde, Endpreise inkl. MwSt.",
    }),
    why: group("ChristmasWhy", "Abschnitt „Warum ich“", {
      title: line("Überschrift", { hint: CITY_CHRISTMAS }),
      items: titledTexts("Gründe", titledText(), {
        min: 4,
        max: 4,
        noun: "Gründe",
        hint: "Genau vier Gründe.",
      }),
      quote: paragraph("Zitat", {
        hint: "Ohne Anführungszeichen. Erscheint neben dem Porträt, mit dem Namen des Inhabers.",
      }),
    }),
    faq: faqList(
      "Häufige Fragen",
      `${CITY_CHRISTMAS} Die ersten zwei Fragen erscheinen zusätzlich in den Suchergebnissen.`,
    ),
    cta: group("CallToAction", "Aufruf am Seitenende", titledText("Überschrift", "Text", CITY_CHRISTMAS)),
  },
});
