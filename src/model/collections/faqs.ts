import { faqList } from "../fields";
import { collection } from "../collection";

export const faqs = collection({
  name: "faqs",
  label: "Häufige Fragen (Startseite)",
  description: "Die Fragen und Antworten im Abschnitt „Häufige Fragen“ der Startseite.",
  shape: "file",
  path: "content/faqs/faqs.yaml",
  node: "FaqsYaml",
  cmsGroup: "settings",
  fields: { home: faqList("Fragen und Antworten") },
});
