import { count, dateTime, group, line, list, paragraph, price, slug, toggle, values, type ContentOf } from "../fields";
import { collection } from "../collection";

const pricedPackage = {
  id: slug("Kennung", { hint: "Kennung, z. B. basis" }),
  name: line("Name"),
  netPrice: price("Nettopreis in €", { hint: "Ohne Mehrwertsteuer. Der Bruttopreis wird auf der Seite berechnet." }),
  durationHours: count("Dauer in Stunden"),
  popular: toggle("Als „Beliebt“ hervorheben"),
  features: values("Leistungen", line("Leistung"), { min: 1 }),
  includesExtras: values(
    "Enthaltene Extras",
    slug("Extra", { choose: { collection: "extras", list: "extras", field: "id", display: "name" } }),
    {
      optional: true,
      noun: "Extras",
      hint: "Extras aus „Preisrechner: Zusatzstunden & Extras“, die dieses Paket schon enthält (z. B. Lichtshow): der Preisrechner bietet sie zu diesem Paket nicht noch einmal an.",
    },
  ),
  extraNotes: list(
    "PackageExtraNote",
    "Teilweise enthaltene Extras",
    {
      extra: slug("Extra", {
        refersTo: { collection: "extras", list: "extras", field: "id", display: "name", noun: "Extra" },
      }),
      note: line("Hinweis neben dem Extra", {
        hint: "Ein kurzer Satz: was das Paket davon schon enthält und was das Extra dazu bringt. Der Preisrechner zeigt ihn unter dem Extra, solange dieses Paket gewählt ist, das Angebot zum Weiterleiten ebenso.",
      }),
    },
    {
      optional: true,
      summary: "{{fields.extra}}",
      noun: "Hinweise",
      hint: "Für ein Extra, von dem das Paket einen Teil schon enthält (z. B. „Moderation des Abends“ im Paket, das Extra „Moderation und Spiele“): der Hinweis erklärt den Unterschied, damit niemand meint, etwas doppelt zu bezahlen. Enthält das Paket das Extra ganz, gehört es unter „Enthaltene Extras“.",
    },
  ),
};

export const packages = collection({
  name: "packages",
  label: "Pakete & Preise",
  description:
    "Alle Pakete und Preise, netto in Euro; den Bruttopreis rechnet die Seite mit dem Mehrwertsteuersatz aus „Firmendaten & Startseite“. " +
    "Ein „ab …“-Preis in einem Text darf nie unter dem günstigsten Paket liegen, das er nennt; die Inhaltsprüfung meldet es.",
  shape: "file",
  path: "content/packages/packages.yaml",
  node: "PackagesYaml",
  cmsGroup: "settings",
  fields: {
    home: list(
      "HomePackage",
      "Startseite: Pakete nach Anlass",
      {
        id: slug("Kennung", { hint: "Kennung, z. B. firmenfeier" }),
        name: line("Name"),
        description: paragraph("Beschreibung"),
        features: values("Leistungen", line("Leistung"), { min: 1 }),
        netPriceFrom: price("Preis ab (netto in €)", {
          optional: true,
          hint: "Leer lassen: das Paket erscheint ohne Preis. Mit Preis zeigt die Startseite „ab … € inkl. MwSt.“ und nennt das Paket den Suchmaschinen als Angebot.",
        }),
      },
      { min: 3, max: 3, summary: "{{fields.name}}", noun: "Pakete" },
    ),
    guide: list("PricedPackage", "Ratgeber- und Stadtseiten: Pakete mit Preis", pricedPackage, {
      min: 3,
      max: 3,
      summary: "{{fields.name}} – {{fields.netPrice}} € netto",
      noun: "Pakete",
    }),
    christmas: list("PricedPackage", "Weihnachtsfeier: Pakete mit Preis", pricedPackage, {
      min: 3,
      max: 3,
      summary: "{{fields.name}} – {{fields.netPrice}} € netto",
      noun: "Pakete",
    }),
    earlyBird: group(
      "EarlyBirdOffer",
      "Weihnachtsfeier: Frühbucher-Angebot",
      {
        name: line("Name"),
        netPrice: price("Frühbucherpreis netto in €"),
        regularNetPrice: price("Regulärer Preis netto in €"),
        durationHours: count("Dauer in Stunden"),
        deadline: dateTime("Angebot gilt bis", { hint: "Danach verschwindet das Angebot automatisch von den Seiten." }),
        season: line("Saison", { hint: "z. B. Weihnachtsfeiern {year}" }),
      },
      {
        hint: "Steht auf den Weihnachtsfeier-Seiten bis zur Frist. Privatkunden sehen den Bruttopreis, Firmenkunden den Nettopreis; die Ersparnis und die Auslastung im Dezember (aus „Termine“) rechnet die Seite selbst.",
      },
    ),
    priceRanges: list(
      "PriceRange",
      "Preisspannen für Texte",
      {
        id: slug("Kennung", { hint: "Name des Platzhalters: typisch → {spanneTypisch}" }),
        label: line("Wofür die Spanne gilt"),
        netFrom: price("Von (netto in €)"),
        netTo: price("Bis (netto in €)"),
      },
      {
        summary: "{{fields.label}}: {{fields.netFrom}}–{{fields.netTo}} € netto",
        noun: "Spannen",
        hint: "Jede Spanne wird zum Platzhalter spanne + Kennung, z. B. {spanneTypisch} → „952 bis 2.380 € inkl. MwSt., für Firmenkunden 800 bis 2.000 € netto“. Paketpreise stehen als {preisBasis}, {preisPremium} … und {spannePakete} bereit. Eine Spanne, die Pakete nennt, muss deren Preise enthalten.",
      },
    ),
  },
});

/** content/packages/packages.yaml. */
export type PackagesData = ContentOf<typeof packages.fields>;

/** One package with its price (guide or christmas). */
export type PricedPackageData = PackagesData["guide"][number];
