export interface NavEntry {
  to: string;
  /** Label in the desktop button row. */
  label: string;
  /** Label in the mobile panel, where there is room for the long form. */
  panelLabel: string;
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  { to: "/", label: "Home", panelLabel: "Home" },
  { to: "/event-dj-hamburg-finden", label: "Services", panelLabel: "Services" },
  { to: "/locations", label: "Locations", panelLabel: "Locations" },
  { to: "/dj-schleswig-holstein", label: "DJ SH", panelLabel: "DJ Schleswig Holstein" },
  { to: "/blog", label: "Blog", panelLabel: "Blog" },
  { to: "/kontakt", label: "Kontakt", panelLabel: "Kontakt" },
];

/** Home is active only on exactly "/"; every other entry when the path starts with its route. */
export function isActive(to: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return to === "/" ? path === "/" : path.startsWith(to);
}
