import { vatPercent } from "../../lib/pricing";
import { formatCents, type Cents } from "../../lib/quote";

/** Copy of the page /angebot and its quote sheet ("Angebot zum Weiterleiten"). */
export const QUOTE_LABELS = {
  metaTitle: "Angebot zum Weiterleiten",
  metaDescription:
    "Ihr unverbindliches Angebot aus dem Preisrechner – zum Drucken, als PDF speichern und Weiterleiten.",
  eyebrow: "Angebot zum Weiterleiten",
  title: "Ihr Angebot aus dem Preisrechner",
  intro:
    "Dieses Angebot entsteht aus Ihrer Auswahl im Preisrechner, mit denselben Preisen. Drucken Sie es aus oder speichern Sie es als PDF und leiten Sie es zur Freigabe weiter. Gesendet wird nichts – erst wenn Sie „Dieses Angebot anfragen“ wählen und die Anfrage abschicken, erfahre ich davon.",
  noSelection:
    "Das Angebot entsteht in Ihrem Browser aus Ihrer Auswahl im Preisrechner (dafür braucht die Seite JavaScript). Stellen Sie dort Paket, Zusatzstunden und Extras zusammen und wählen Sie „Angebot zum Weiterleiten“ – oder fragen Sie mit Ihrer Auswahl direkt an.",
  toEstimator: "Zum Preisrechner",
  customerLegend: "Für wen ist das Angebot? (optional, erscheint auf dem Angebot)",
  company: "Firma",
  name: "Ansprechpartner/in",
  print: "Drucken / als PDF speichern",
  accept: "Dieses Angebot anfragen",
  actionsLabel: "Angebot drucken oder anfragen",
  /** Values of the address the quote did not take (src/lib/quote.ts, readQuoteRequest). */
  refused: {
    quoteDate:
      "Das Angebotsdatum in der Adresse war ungültig oder das Angebot abgelaufen. Dieses Angebot trägt das heutige Datum und die heutigen Preise.",
    eventDate: (years: number) =>
      `Das Veranstaltungsdatum in der Adresse ist kein gültiger Tag, liegt in der Vergangenheit oder mehr als ${years} Jahre voraus und wurde nicht übernommen.`,
    place:
      "Der Veranstaltungsort in der Adresse sieht nicht nach einem Ortsnamen aus (zu lang, mit Ziffern oder Sonderzeichen) und wurde nicht übernommen. Nennen Sie ihn gern in Ihrer Anfrage.",
  },
  sheet: {
    title: "Angebot",
    number: "Angebot Nr.",
    date: "Datum",
    validUntil: "Gültig bis",
    christmas: "Weihnachtsfeier",
    /** The block with what the visitor entered: theirs, not the DJ's words. */
    visitor: {
      title: "Ihre Angaben",
      note: "So, wie Sie sie eingetragen haben – von mir noch nicht geprüft.",
      company: "Firma",
      name: "Ansprechpartner/in",
      occasion: "Anlass",
      eventDate: "Veranstaltungsdatum",
      eventPlace: "Veranstaltungsort",
    },
    phone: "Telefon",
    email: "E-Mail",
    vatId: "USt-IdNr.",
    item: "Leistung",
    net: "Netto",
    vat: (rate: number) => `MwSt. ${vatPercent(rate).replace("%", "\u00a0%")}`,
    gross: "Brutto",
    hours: (hours: number) => `Paket: ${hours} Std. Spielzeit`,
    extraHours: (count: number, rate: string) => `Zusatzstunden: ${count} × ${rate}`,
    extra: "Extra",
    totalNet: "Summe netto",
    totalVat: (rate: number) => `zzgl. ${vatPercent(rate).replace("%", " %")} MwSt.`,
    totalGross: "Gesamtbetrag brutto",
    totalGrossPrivate: "Gesamtbetrag inkl. MwSt.",
    totalVatPrivate: (rate: number) => `darin enthalten ${vatPercent(rate).replace("%", " %")} MwSt.`,
    totalNetPrivate: "Betrag netto",
    nonBinding: "Unverbindliches Angebot, vorbehaltlich Verfügbarkeit am Veranstaltungstag.",
    includes: (radius: number, city: string) =>
      `Im Preis enthalten: DJ-Technik (Ton, Licht und Mikrofon laut Paket) mit Ersatztechnik, Auf- und Abbau, persönliches Vorgespräch und die Anfahrt im Umkreis von ${radius} km um ${city}.`,
    acceptText:
      "Dieses Angebot anfragen: Öffnen Sie diese Adresse und senden Sie die Anfrage ab – ich prüfe den Termin und bestätige Ihnen die Buchung dann verbindlich.",
  },
} as const;

/** 153510 → "1.535,10 €": money on a quote is exact to the cent. */
export const euro = (cents: Cents): string => `${formatCents(cents)}\u00a0€`;
