import { formatEuros, vatPercent } from "../../lib/pricing";

/** Copy of the page /angebot and its quote sheet ("Angebot zum Weiterleiten"). */
export const QUOTE_LABELS = {
  metaTitle: "Angebot zum Weiterleiten",
  metaDescription:
    "Ihr unverbindliches Angebot aus dem Preisrechner – zum Drucken, als PDF speichern und Weiterleiten.",
  eyebrow: "Angebot zum Weiterleiten",
  title: "Ihr Angebot aus dem Preisrechner",
  intro:
    "Dieses Angebot entsteht aus Ihrer Auswahl im Preisrechner, mit denselben Preisen. Drucken Sie es aus oder speichern Sie es als PDF und leiten Sie es zur Freigabe weiter. Gesendet wird nichts – erst wenn Sie es annehmen und die Anfrage abschicken, erfahre ich davon.",
  noSelection:
    "Das Angebot entsteht in Ihrem Browser aus Ihrer Auswahl im Preisrechner (dafür braucht die Seite JavaScript). Stellen Sie dort Paket, Zusatzstunden und Extras zusammen und wählen Sie „Angebot zum Weiterleiten“ – oder fragen Sie mit Ihrer Auswahl direkt an.",
  toEstimator: "Zum Preisrechner",
  customerLegend: "Für wen ist das Angebot? (optional, erscheint auf dem Angebot)",
  company: "Firma",
  name: "Ansprechpartner/in",
  print: "Drucken / als PDF speichern",
  accept: "Angebot annehmen",
  actionsLabel: "Angebot drucken oder annehmen",
  sheet: {
    title: "Angebot",
    number: "Angebot Nr.",
    date: "Datum",
    validUntil: "Gültig bis",
    for: "Für",
    event: "Veranstaltung",
    eventDate: "am",
    eventPlace: "in",
    christmas: "Weihnachtsfeier",
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
    acceptText: "Angebot annehmen – einfach diese Adresse öffnen und die Anfrage absenden:",
  },
} as const;

/** 1.190 → "1.190 €" */
export const euro = (amount: number): string => `${formatEuros(amount)}\u00a0€`;
