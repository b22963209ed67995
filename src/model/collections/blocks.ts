import { faqList, group, line, list, paragraph, titledText, withComment } from "../fields";
import { collection } from "../collection";
import { titledTexts } from "../titled-texts";
import { CITY } from "./shared";

export const blocks = collection({
  name: "blocks",
  label: "Textbausteine der Stadtseiten",
  description:
    "Gemeinsame Abschnitte aller Stadtseiten. Auswahlkriterien und Gründe erscheinen außerdem im Ratgeber (für Hamburg) " +
    "und auf der Regionalseite (für Schleswig-Holstein), der Aufruf am Seitenende auch im Ratgeber. " +
    "{city} wird auf jeder Seite durch den Namen ihres Ortes ersetzt.",
  shape: "file",
  path: "content/blocks/blocks.yaml",
  node: "BlocksYaml",
  cmsGroup: "pages",
  fields: {
    selectionCriteria: withComment(
      group("SelectionCriteriaBlock", "Abschnitt „Auswahlkriterien“", {
        title: line("Überschrift", { hint: CITY }),
        intro: paragraph("Einleitung", { hint: CITY }),
        short: paragraph("Kurzfassung für Stadt- und Regionalseiten", {
          hint:
            "Zwei, drei Sätze, auf allen Stadtseiten wortgleich, mit Link auf die ausführlichen Kriterien im Ratgeber: " +
            "[Linktext](/event-dj-hamburg-finden). Die ausführliche Liste steht nur im Ratgeber.",
        }),
        items: titledTexts("Kriterien", titledText("Überschrift", "Text", CITY), {
          min: 1,
          hint: "Werden auf der Seite automatisch nummeriert (01, 02 …).",
        }),
      }),
      "Gemeinsame Bausteine für Ratgeber, Städteseiten und die Schleswig-Holstein-Seite.\\n" +
        "{city} wird auf jeder Seite durch den jeweiligen Stadtnamen ersetzt.",
    ),
    reasons: group("ReasonsBlock", "Abschnitt „Ihre Vorteile“", {
      title: line("Überschrift", { hint: CITY }),
      short: paragraph("Kurzfassung für Stadt- und Regionalseiten", {
        hint: "Ein, zwei Sätze unter den Zahlen, auf allen Stadtseiten wortgleich, mit Link auf den Ratgeber. Die Gründe im Einzelnen stehen nur im Ratgeber.",
      }),
      items: titledTexts("Gründe", titledText("Überschrift", "Text", CITY), { min: 1 }),
      stats: list(
        "Stat",
        "Zahlen",
        {
          value: line("Zahl", { hint: "z. B. 30+" }),
          label: line("Beschriftung", { hint: "z. B. Jahre am Mischpult" }),
        },
        {
          min: 1,
          summary: "{{fields.value}} {{fields.label}}",
          hint: "Diese Zahlen tragen Sie hier selbst ein; sie werden nicht aus den Firmendaten übernommen.",
        },
      ),
    }),
    cta: group("CallToAction", "Aufruf am Seitenende", titledText("Überschrift", "Text", CITY)),
    cityFaq: faqList(
      "Fragen auf allen Stadtseiten",
      "Stehen auf jeder Stadtseite nach den Fragen der Stadt, wortgleich (Preis, Vorlauf). Was für einen Ort eigen ist, gehört in die Datei der Stadt.",
    ),
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
      occasionsTitle: line("Überschrift der Anlass-Links (Startseite unter dem Bild, Ratgeber)", {
        hint: "Darunter stehen alle Anlass-Seiten (Sammlung „Anlass-Seiten“) und die Weihnachtsfeier-Seite Ihres Sitzes – eine neue Anlass-Seite erscheint dort von selbst.",
      }),
      ctaButton: line("Knopf im Aufruf am Seitenende", {
        hint: "Stadtseiten und Ratgeber; die Weihnachtsfeier-Seiten haben einen eigenen.",
      }),
    }),
  },
});
