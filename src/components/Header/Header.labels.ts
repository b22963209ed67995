import { ROUTES } from "../../model/routes";

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

/** The top navigation (spec: routes, the short label of the button row, the long one of the panel). */
export interface NavEntry {
  to: string;
  /** Label in the desktop button row. */
  label: string;
  /** Label in the mobile panel, where there is room for the long form. */
  panelLabel: string;
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  { to: "/", label: "Home", panelLabel: "Home" },
  { to: ROUTES.guide, label: "Services", panelLabel: "Services" },
  { to: ROUTES.locations, label: "Locations", panelLabel: "Locations" },
  { to: ROUTES.schleswigHolstein, label: "DJ SH", panelLabel: "DJ Schleswig Holstein" },
  { to: ROUTES.blog, label: "Blog", panelLabel: "Blog" },
  { to: ROUTES.contact, label: "Kontakt", panelLabel: "Kontakt" },
];
