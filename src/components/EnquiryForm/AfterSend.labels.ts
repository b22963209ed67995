import { formatWholeNumber } from "../../lib/german-number";

/**
 * The words after the send (the confirmation, SentSummary.tsx) and of the e-mail the fallback prepares
 * (mailto.ts). Both load only when they are needed, so their words stay out of /kontakt's first view
 * (EnquiryForm.labels.ts holds the form's own).
 */
export const AFTER_SEND_LABELS = {
  /** What the visitor sees after a successful send, above the emptied form (SentSummary). */
  sent: {
    title: "Ihre Anfrage ist angekommen",
    lead: "Das haben Sie mir geschickt:",
    nextTitle: "So geht es weiter",
    next: [
      "Ich prüfe Ihren Termin und melde mich innerhalb von 24 Stunden bei Ihnen – per E-Mail oder, wenn Sie eine Nummer angegeben haben, per Telefon.",
      "In einem kurzen Gespräch klären wir Ablauf, Musik und Technik.",
      "Sie bekommen ein schriftliches Angebot; verbindlich wird es erst mit Ihrer Bestätigung.",
    ],
    urgent: "Eilt es? Rufen Sie mich an:",
    again: "Weitere Anfrage stellen",
  },
  /** The e-mail the fallback prepares (mailto.ts): subject and the text around the filled fields. */
  mail: {
    subject: (name: string) => `Anfrage über die Website${name ? ` von ${name}` : ""}`,
    body: (fields: string) =>
      `Guten Tag,\n\nhier ist meine Anfrage (das Formular auf der Website ließ sich gerade nicht senden):\n\n${fields}\n`,
    /** After a message shortened for the e-mail link. */
    shortened: (kept: number, length: number) =>
      `[Nachricht gekürzt: hier die ersten ${formatWholeNumber(kept)} von ${formatWholeNumber(length)} Zeichen – eine E-Mail-Verknüpfung fasst nicht mehr.]`,
  },
} as const;
