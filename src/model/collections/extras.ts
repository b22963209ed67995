import { integer, line, list, paragraph, price, slug, values, type ContentOf } from "../fields";
import { collection, type CollectionRule } from "../collection";

import { OCCASION_TYPE, OCCASION_TYPES } from "./occasions";

/** Each extra has its own id: the Preisrechner, the enquiry and the packages' "includesExtras" name it by its id. */
const uniqueExtraIds: CollectionRule = (entries) =>
  entries.flatMap(({ file, value }) => {
    const seen = new Set<string>();
    const issues: ReturnType<CollectionRule> = [];
    (Array.isArray(value.extras) ? value.extras : []).forEach((extra: { id?: unknown; name?: unknown }, i: number) => {
      if (typeof extra?.id !== "string") return;
      if (seen.has(extra.id))
        issues.push({
          file,
          entry: `extras › Eintrag ${i + 1}${typeof extra.name === "string" ? ` („${extra.name}“)` : ""}`,
          field: "id",
          message: `„${extra.id}“ ist doppelt vergeben`,
        });
      seen.add(extra.id);
    });
    return issues;
  });

/** Extra hours and extras of the price estimate ("Preisrechner"). */
export const extras = collection({
  name: "extras",
  label: "Preisrechner: Zusatzstunden & Extras",
  description:
    "Preise, mit denen der Preisrechner (Ratgeber-, Stadt-, Weihnachtsfeier- und Kontaktseite) neben den Paketen rechnet. " +
    "Alle Preise netto in Euro; brutto rechnet die Seite mit dem Mehrwertsteuersatz aus „Firmendaten & Startseite“.",
  shape: "file",
  path: "content/extras/extras.yaml",
  node: "ExtrasYaml",
  cmsGroup: "settings",
  rules: [uniqueExtraIds],
  fields: {
    hourlyRate: price("Preis je Zusatzstunde in € (netto)", { hint: "Preis je Stunde über die Paketdauer hinaus." }),
    maxExtraHours: integer("Höchstens wählbare Zusatzstunden", {
      min: 0,
      max: 12,
      hint: "So viele Zusatzstunden können Besucher im Rechner höchstens wählen.",
    }),
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
        occasions: values(
          "Passt zu diesen Anlässen",
          line("Anlass", {
            pattern: {
              regex: `^(${OCCASION_TYPES.join("|")})$`,
              message: `einer von ${OCCASION_TYPES.join(", ")} sein`,
            },
            options: OCCASION_TYPE.options,
          }),
          {
            optional: true,
            noun: "Anlässe",
            hint: "Leer lassen: passt zu jeder Feier und erscheint in jedem Preisrechner. Sonst erscheint das Extra nur auf den Seiten dieser Anlässe, z. B. Trauungsmusik nur bei Hochzeit.",
          },
        ),
      },
      { optional: true, summary: "{{fields.name}} – {{fields.netPrice}} € netto", noun: "Extras" },
    ),
  },
});

export type ExtrasData = ContentOf<typeof extras.fields>;
