import { integer, line, list, paragraph, price, slug, type ContentOf } from "../fields";
import { collection } from "../collection";

/** Extra hours and extras of the price estimate ("Preisrechner"). */
export const extras = collection({
  name: "extras",
  label: "Preisrechner: Zusatzstunden & Extras",
  description:
    "Preise, mit denen der Preisrechner neben den Paketen rechnet. Alle Preise netto; brutto rechnet die Seite mit dem Mehrwertsteuersatz.",
  shape: "file",
  path: "content/extras/extras.yaml",
  node: "ExtrasYaml",
  cmsGroup: "settings",
  fields: {
    hourlyRate: price("Preis je Zusatzstunde in € (netto)"),
    maxExtraHours: integer("Höchstens wählbare Zusatzstunden", { min: 0, max: 12 }),
    quoteValidDays: integer("Angebot gültig (Tage)", {
      min: 1,
      max: 90,
      hint: "So viele Tage nach dem Angebotsdatum gilt das „Angebot zum Weiterleiten“ (Seite /angebot), z. B. 14.",
    }),
    extras: list(
      "PriceExtra",
      "Extras zum Ankreuzen",
      {
        id: slug("Kennung", {
          hint: "z. B. lichtshow. Steht in der Adresse der Anfrage: nach dem Veröffentlichen nicht mehr ändern.",
        }),
        name: line("Name"),
        netPrice: price("Nettopreis in €"),
        description: paragraph("Beschreibung", { hint: "Ein Satz: Was ist enthalten?" }),
      },
      { optional: true, summary: "{{fields.name}} – {{fields.netPrice}} € netto", noun: "Extras" },
    ),
  },
});

export type ExtrasData = ContentOf<typeof extras.fields>;
