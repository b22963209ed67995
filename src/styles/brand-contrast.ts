import { contrastRatio, HEX_COLOUR } from "./colour";
import { BRAND_PAIRS } from "./theme";

/**
 * Whether a brand colour the owner sets (content/site/site.yaml → brand) stays readable where the
 * site draws text in or on it (BRAND_PAIRS). One function, one message: `npm run check:content`
 * and every build refuse such a colour with it (gatsby/brand-content.ts), and /admin shows the same words
 * beside the colour picker while the owner chooses (src/cms/widgets/ColourControl.tsx).
 */

/** WCAG AA for normal text. */
export const CONTRAST_AA = 4.5;

export type BrandColourField = (typeof BRAND_PAIRS)[number]["field"];

export const isBrandColourField = (name: string): name is BrandColourField =>
  BRAND_PAIRS.some((pair) => pair.field === name);

/** "dunklere" or "hellere": which way the colour has to move to stand out against `against`. */
const direction = (against: string) =>
  contrastRatio(against, "#000000") > contrastRatio(against, "#ffffff") ? "dunklere" : "hellere";

/**
 * The problem of `colour` as the brand's `field`, in German, or null when every place it is used
 * reaches WCAG AA (or it is not a hex colour yet: the pattern of the field reports that).
 * One message per field: the pair with the lowest contrast.
 */
export function brandContrastProblem(field: BrandColourField, colour: string): string | null {
  if (!HEX_COLOUR.test(colour)) return null;
  const [worst] = BRAND_PAIRS.filter((p) => p.field === field)
    .map((p) => ({ ...p, ratio: contrastRatio(colour, p.against) }))
    .sort((a, b) => a.ratio - b.ratio);
  if (!worst || worst.ratio >= CONTRAST_AA) return null;
  return `„${colour}“ ist für ${worst.use} nicht gut lesbar: Kontrast ${worst.ratio.toFixed(2).replace(".", ",")} : 1, nötig sind mindestens 4,5 : 1 (WCAG AA, gegen ${worst.against}). Bitte eine ${direction(worst.against)} Farbe wählen.`;
}
