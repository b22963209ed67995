/**
 * Design tokens: dark stage tones with one warm accent. Every styled block reads from here, by
 * importing `theme` (`${theme.space[4]}`), not through a props function
 * (`${({ theme }) => theme.space[4]}`): a block without functions is static to styled-components,
 * which then builds its class once instead of re-evaluating and hashing its CSS for every element
 * on every render, the bulk of hydration's styling work. Only blocks with style-only props
 * ($active) stay functions, and they read the imported theme as well.
 */
import { BRAND, DEFAULT_BRAND } from "./brand";
import { mixColours, withAlpha } from "./colour";

const accent = BRAND.accent;

export const theme = {
  colors: {
    bg: "#0b0d17",
    surface: "#151a2e",
    surfaceAlt: "#1e2540",
    border: "rgba(244, 241, 234, 0.14)",
    text: "#f4f1ea",
    muted: "#c3bfd3",
    // The owner's brand colours (content/site/site.yaml → brand; src/styles/brand.ts).
    accent,
    accentHover: accent === DEFAULT_BRAND.accent ? "#ffc556" : mixColours(accent, "#ffffff", 0.25),
    onAccent: "#0b0d17",
    highlight: BRAND.highlight,
    violet: "#3b2a6b",
    success: "#5ad69a",
    danger: "#ff7a7a",
    focus: "#7cc7ff",
  },
  fonts: {
    // The platform's UI font: San Francisco, Roboto, Segoe UI; Liberation Sans/DejaVu on Linux.
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif",
    display: "'Bebas Neue', 'Bebas Neue Fallback', Impact, 'Arial Narrow', sans-serif",
  },
  fontSizes: {
    xs: "0.8125rem",
    sm: "0.9375rem",
    md: "1.0625rem",
    lg: "1.25rem",
    xl: "1.625rem",
    xxl: "clamp(1.75rem, 5vw, 3.25rem)",
    hero: "clamp(2.5rem, 6.5vw, 5rem)",
  },
  space: ["0", "0.25rem", "0.5rem", "0.75rem", "1rem", "1.5rem", "2rem", "3rem", "4rem", "6rem"],
  radii: { sm: "6px", md: "12px", lg: "20px", pill: "999px" },
  shadows: {
    card: "0 10px 30px rgba(0, 0, 0, 0.35)",
    glow: `0 0 0 1px ${withAlpha(accent, 0.4)}, 0 10px 30px ${withAlpha(accent, 0.15)}`,
  },
  /** The accent as a translucent tint (active links, badges, glows): follows the owner's brand colour. */
  tint: (alpha: number) => withAlpha(accent, alpha),
  maxWidth: "1200px",
  /** Breakpoints in px (min-width). */
  breakpoints: { sm: 480, md: 768, lg: 1024, xl: 1280 },
  headerHeight: "72px",
  /** The phones' action bar (components/ActionBar.tsx): 44 px links, 8 px padding, border, and a gap. */
  actionBarHeight: "72px",
} as const;

export type Theme = typeof theme;

/**
 * Where the site draws text in or on a brand colour; `npm run check:content` holds every pair to
 * WCAG AA (4.5:1) and names the field in /admin when one falls short (gatsby/brand-content.ts).
 */
export const BRAND_PAIRS = [
  {
    field: "accent",
    against: theme.colors.bg,
    use: "Links und Überschriften in dieser Farbe auf dem dunklen Hintergrund",
  },
  { field: "accent", against: theme.colors.surfaceAlt, use: "Text in dieser Farbe auf den Karten" },
  { field: "accent", against: theme.colors.onAccent, use: "die dunkle Schrift auf den Knöpfen in dieser Farbe" },
  { field: "highlight", against: "#ffffff", use: "die weiße Schrift auf den Abzeichen in dieser Farbe" },
] as const;
