/**
 * Colour arithmetic for the brand colours the owner sets in content (src/styles/brand.ts): WCAG 2
 * contrast, mixing and transparency. Colours are six-digit hex codes (#44ccff).
 */

/** A six-digit hex colour, as the content model accepts it. */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

const channels = (hex: string): [number, number, number] =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** Relative luminance (WCAG 2.x). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two colours, 1 to 21 (WCAG AA: at least 4.5 for text). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `a` moved by `share` (0–1) towards `b`. */
export function mixColours(a: string, b: string, share: number): string {
  const [ca, cb] = [channels(a), channels(b)];
  return `#${ca
    .map((c, i) =>
      Math.round(c + (cb[i] - c) * share)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** The colour with transparency, as CSS rgba(). */
export const withAlpha = (hex: string, alpha: number): string => `rgba(${channels(hex).join(", ")}, ${alpha})`;
