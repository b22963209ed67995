import { grossPrice } from "../lib/pricing";
import { handTypedPrices } from "./claims";
import type { ContentIssue } from "./issues";
import type { ParsedContent } from "./schema-issues";

/**
 * Prices that must agree with the packages (content/packages/packages.yaml), so a price change in
 * one place cannot leave a wrong figure elsewhere:
 *   - an "ab …" price (a home package's netPriceFrom, a price range's lower end, a hand-written
 *     "ab 952 € inkl. MwSt." in a text) is never below the cheapest package: nothing is sold for less;
 *   - a price range names packages when its lower end is at or below the cheapest: it must then
 *     reach at least to that cheapest package (the range contains what it spans).
 * The generated ranges ({spannePakete}, {spanneWeihnachten}) come from the packages and always fit.
 */

interface Priced {
  name?: unknown;
  id?: unknown;
  netPrice?: unknown;
}
const num = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);
const euros = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ".")} €`;

/** The packages entry and its cheapest priced package (guide or christmas), if any. */
function cheapestPackage(parsed: ParsedContent) {
  const entry = parsed.get("packages")?.[0];
  const packages = entry?.items[0]?.value as Record<string, unknown> | undefined;
  if (!entry || !packages) return undefined;
  const priced = (["guide", "christmas"] as const).flatMap((key) =>
    (Array.isArray(packages[key]) ? (packages[key] as Priced[]) : []).flatMap((p) => {
      const net = num(p.netPrice);
      return net === undefined ? [] : [{ name: String(p.name ?? p.id ?? key), net }];
    }),
  );
  if (!priced.length) return undefined;
  return { file: entry.file, packages, cheapest: priced.reduce((a, b) => (b.net < a.net ? b : a)) };
}

/** Warning: every "ab" price of the home page lies above the cheapest package (e.g. Basis lowered, home not). */
export function fromPriceWarnings(parsed: ParsedContent): ContentIssue[] {
  const found = cheapestPackage(parsed);
  if (!found) return [];
  const froms = (Array.isArray(found.packages.home) ? (found.packages.home as Record<string, unknown>[]) : [])
    .map((p) => num(p.netPriceFrom))
    .filter((n): n is number => n !== undefined);
  if (!froms.length || Math.min(...froms) <= found.cheapest.net) return [];
  return [
    {
      file: found.file,
      field: "home",
      message: `die Startseite nennt als niedrigsten Preis „ab ${euros(Math.min(...froms))}“ netto, das günstigste Paket („${found.cheapest.name}“) kostet ${euros(found.cheapest.net)}. Bitte prüfen, ob die „Preis ab“-Angaben noch stimmen.`,
    },
  ];
}

export function checkFromPrices(
  parsed: ParsedContent,
  copy: { file: string; entry?: string; field: string; text: string }[],
  issues: ContentIssue[],
): void {
  const found = cheapestPackage(parsed);
  const site = parsed.get("site")?.[0]?.items[0]?.value as { vatRate?: unknown } | undefined;
  if (!found) return;
  const { cheapest, packages } = found;
  const entry = { file: found.file };
  const below = () =>
    `liegt unter dem günstigsten Paket („${cheapest.name}“, ${euros(cheapest.net)} netto). Ein „ab“-Preis darf nie darunter liegen: bitte anpassen oder den Paketpreis prüfen.`;

  (Array.isArray(packages.home) ? (packages.home as Record<string, unknown>[]) : []).forEach((p, i) => {
    const from = num(p.netPriceFrom);
    if (from !== undefined && from < cheapest.net)
      issues.push({
        file: entry.file,
        entry: `home › Eintrag ${i + 1}${typeof p.name === "string" ? ` („${p.name}“)` : ""}`,
        field: "netPriceFrom",
        message: `„ab ${euros(from)}“ netto ${below()}`,
      });
  });

  (Array.isArray(packages.priceRanges) ? (packages.priceRanges as Record<string, unknown>[]) : []).forEach((r, i) => {
    const from = num(r.netFrom);
    const to = num(r.netTo);
    const where = {
      file: entry.file,
      entry: `priceRanges › Eintrag ${i + 1}${typeof r.label === "string" ? ` („${r.label}“)` : ""}`,
    };
    if (from !== undefined && from < cheapest.net)
      issues.push({ ...where, field: "netFrom", message: `${euros(from)} netto ${below()}` });
    else if (from !== undefined && to !== undefined && to < from)
      issues.push({
        ...where,
        field: "netTo",
        message: `${euros(to)} liegt unter dem Anfang der Spanne (${euros(from)}).`,
      });
  });

  // Hand-written "ab 952 € inkl. MwSt.": the amount against the cheapest package's gross price.
  const vatRate = num(site?.vatRate);
  if (vatRate === undefined) return;
  const cheapestGross = grossPrice(cheapest.net, vatRate);
  for (const { file, entry: at, field, text } of copy)
    for (const { amount, statement } of handTypedPrices(text)) {
      if (!new RegExp(`\\bab\\s+${amount.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i").test(statement)) continue;
      const value = Number((/\d[\d.]*/.exec(amount)?.[0] ?? "").replace(/\./g, ""));
      const gross = /inkl\.?|brutto/i.test(statement);
      if (gross ? value < cheapestGross : value < cheapest.net)
        issues.push({
          file,
          entry: at,
          field,
          message:
            `„ab ${amount}“ ${gross ? `(brutto; das günstigste Paket kostet ${euros(cheapestGross)} inkl. MwSt.)` : ""} ${below()} Besser einen Preis-Platzhalter wie {preisBasis} verwenden.`.replace(
              /\s+/g,
              " ",
            ),
        });
    }
}
