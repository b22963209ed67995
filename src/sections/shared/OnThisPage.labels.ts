/** The jump list under the hero of a long landing page (OnThisPage.tsx) and its price line. */
export const ON_THIS_PAGE_LABELS = {
  /** The list's name for screen readers and its visible lead. */
  label: "Auf dieser Seite",
  /** The names of the sections a page can jump to, by the section's id. */
  sections: {
    ablauf: "Ablauf",
    schwerpunkte: "Worauf es ankommt",
    vorgehen: "Vorgehen",
    kriterien: "Worauf achten",
    pakete: "Pakete und Preise",
    preisrechner: "Preisrechner",
    faq: "Häufige Fragen",
  },
  /** Before the lowest package price: "Pakete ab 952€ inkl. MwSt." */
  priceFrom: "Pakete",
  /** The link from the price line to the packages. */
  priceLink: "Pakete vergleichen",
} as const;

export type JumpTarget = keyof typeof ON_THIS_PAGE_LABELS.sections;
