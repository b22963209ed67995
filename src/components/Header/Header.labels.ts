/**
 * Every fixed word of the header and the mobile menu (Header.tsx, MobileMenu.tsx). The logo's name
 * is not here: it comes from the site facts (content/site/site.yaml, businessName).
 */
export const HEADER_LABELS = {
  /** The logo link's accessible name, e.g. "Event DJ Hamburg – zur Startseite". */
  home: (name: string) => `${name} – zur Startseite`,
  mainNav: "Hauptnavigation",
  menu: "Menü",
  closeMenu: "Menü schließen",
  mobileNav: "Mobile Navigation",
} as const;
