import { createGlobalStyle } from "styled-components";
import { fontFaces } from "./fonts";
import { theme } from "./theme";
import { media } from "./media";

/**
 * The site-wide CSS (fonts, resets, element defaults), built from the theme once. On the public
 * site it is a static <style> in the head of every page (gatsby-ssr.tsx), outside React: the
 * browser has it from the first byte and hydration has nothing to re-inject. createGlobalStyle
 * would compile and re-insert it on the client in the hydration commit, a non-yielding task.
 */
export const globalCss = /* collapse the indentation */ `
  ${fontFaces}

  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    scroll-behavior: smooth;
    scroll-padding-top: ${theme.headerHeight};
  }

  /* Pages with the phones' action bar (components/ActionBar.tsx, gone from md up) keep what focus or a
     jump brings into view above it – and above the consent banner while it shows: the bar then sits on
     the banner, whose height the inline script keeps in --consent-h (lib/pre-app.ts). */
  html {
    scroll-padding-bottom: var(--consent-h, auto);
  }
  html:has([data-after-hero]) {
    scroll-padding-bottom: calc(var(--consent-h, 0px) + ${theme.actionBarHeight} + env(safe-area-inset-bottom, 0px));
  }
  ${media.md} {
    html:has([data-after-hero]) {
      scroll-padding-bottom: var(--consent-h, auto);
    }
  }

  body {
    margin: 0;
    background: ${theme.colors.bg};
    color: ${theme.colors.text};
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
    overflow-wrap: break-word;
  }

  h1, h2, h3 {
    font-family: ${theme.fonts.display};
    font-weight: 400;
    letter-spacing: 0.02em;
    line-height: 1.05;
    margin: 0 0 ${theme.space[4]};
    overflow-wrap: normal;
    hyphens: manual;
  }
  h1 { font-size: ${theme.fontSizes.hero}; }
  h2 { font-size: ${theme.fontSizes.xxl}; }
  h3 { font-size: ${theme.fontSizes.xl}; }
  h4 { font-size: ${theme.fontSizes.lg}; margin: 0 0 ${theme.space[2]}; }

  p { margin: 0 0 ${theme.space[4]}; }

  a { color: ${theme.colors.accent}; text-underline-offset: 0.2em; }
  a:hover { color: ${theme.colors.accentHover}; }

  img { max-width: 100%; height: auto; }

  /* A fieldset's default min-width is its content's: a row of choices (price toggle, Preisrechner)
     would make the page wider than a phone's screen, and the layout viewport with it. */
  fieldset { min-width: 0; }

  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 3px;
    border-radius: 4px;
  }

  /* <html data-js data-consent data-app> come from the inline script (src/lib/pre-app.ts) and the
     app's start (Toasts.tsx). Without JavaScript nothing can be stored: no cookie banner. */
  html:not([data-js]) [data-consent-banner], html[data-consent] [data-consent-banner] { display: none; }
  html:not([data-consent]) [data-consent-settings] { display: none; }
  html:not([data-consent="accepted"]) [data-consent-is="accepted"],
  html[data-consent="accepted"] [data-consent-is="declined"] { display: none; }
  html:not([data-app]) [data-needs-app] { display: none; }

  /* Every price on a page follows its private/business switch (Pricing/PriceToggle.tsx): both
     wordings are in the HTML, CSS shows the one for the checked customer type, without JavaScript.
     A switch names the type it starts on (data-price-switch): private on most pages, business on
     pages for companies; a page shows its start type until any of its switches is moved away from it
     (without JavaScript the page's switches do not follow each other). */
  [data-customer="business"] { display: none; }
  body:has([data-price-switch="private"] input[value="business"]:checked) [data-customer="business"] { display: inline; }
  body:has([data-price-switch="private"] input[value="business"]:checked) [data-customer="private"] { display: none; }
  body:has([data-price-switch="business"]) [data-customer="business"] { display: inline; }
  body:has([data-price-switch="business"]) [data-customer="private"] { display: none; }
  body:has([data-price-switch="business"] input[value="private"]:checked) [data-customer="private"] { display: inline; }
  body:has([data-price-switch="business"] input[value="private"]:checked) [data-customer="business"] { display: none; }

  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px;
    padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0);
    white-space: nowrap; border: 0;
  }

  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`.replace(/\n\s*/g, "");

/** The same CSS as a styled-components global style, for the CMS preview frame. */
export const GlobalStyle = createGlobalStyle`${globalCss}`;
