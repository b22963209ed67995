import { faqList, line, list, paragraph, titledText } from "../fields";
import { collection } from "../collection";
import { metaTitle, metaDescription } from "./shared";

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
    metaTitle: metaTitle(
      "Etwa 50–60 Zeichen, mit Stadtname, z. B. „Weihnachtsfeier DJ Kiel – Saison {season}“ ({season} setzt der Build ein).",
    ),
    metaDescription: metaDescription(),
    heroText: paragraph("Text unter der Überschrift", {
      hint: "Die Überschrift („Weihnachtsfeier DJ {city}“) steht bei den gemeinsamen Texten aller Weihnachtsfeier-Seiten.",
    }),
    localNote: paragraph("Besonderheiten vor Ort", {
      hint: "Erscheint unter „Entspannt feiern in Stadt“: Wo und wie wird in dieser Stadt Weihnachten gefeiert?",
    }),
    localIntro: paragraph("Weihnachtsfeiern in dieser Stadt (optional)", {
      optional: true,
      hint:
        "Zwei bis drei Absätze unter den Besonderheiten: Weihnachtsmärkte, typische Locations, Firmen und Vorlaufzeiten vor Ort. " +
        "Absätze durch eine Leerzeile trennen; Links: [Linktext](/adresse).",
    }),
    benefits: list("TitledText", "Eigene Vorteile (optional)", titledText("Titel", "Text"), {
      optional: true,
      min: 4,
      max: 4,
      summary: "{{fields.title}}",
      hint: "Vier Karten für diese Stadt. Leer lassen: die gemeinsamen Vorteile aller Weihnachtsfeier-Seiten erscheinen.",
    }),
    faq: {
      ...faqList(
        "Eigene Fragen (optional)",
        "Die sechs Fragen der Weihnachtsfeier-Seiten (Vorlauf, Musik, Moderation, Preis, große Feiern, kurzfristig), für diese Stadt beantwortet. Leer lassen: die gemeinsamen Fragen erscheinen.",
      ),
      optional: true as const,
    },
  },
});
