import { faqList, line, list, paragraph } from "../fields";
import { collection } from "../collection";
import { PARAGRAPHS, pageHead } from "./shared";

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
    faqTitle: line("Überschrift der häufigen Fragen", {
      hint: "{homeCity} wird durch den Sitz aus den Firmendaten ersetzt.",
    }),
    advice: list(
      "TitledText",
      "Tipps",
      { title: line("Überschrift"), text: paragraph("Text", { hint: PARAGRAPHS }) },
      { min: 1, summary: "{{fields.title}}" },
    ),
    faq: faqList(),
  },
});
