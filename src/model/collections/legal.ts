import { choices, group, line, list, paragraph, toggle, url, type ContentOf } from "../fields";
import { collection } from "../collection";
import { FACTS } from "./shared";

/** The texts of /impressum and /datenschutz (content/legal/legal.yaml); the facts come from site.yaml. */
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

export type LegalData = ContentOf<typeof legal.fields>;
