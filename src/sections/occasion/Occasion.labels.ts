/** The fixed words of an occasion page (src/templates/Occasion.tsx); its texts come from content/occasions. */
export const OCCASION_LABELS = {
  introEyebrow: "Hamburg",
  flowEyebrow: "Ablauf",
  highlightsEyebrow: "Worauf es ankommt",
  locationsEyebrow: "Locations",
  locationsLink: "Alle Event-Locations ansehen",
  articlesEyebrow: "Zum Weiterlesen",
  articlesTitle: "Artikel aus dem Blog",
  /** The folded cards of a section: "3 Locations ansehen". */
  showLocations: (count: number) => (count === 1 ? "Eine Location ansehen" : `${count} Locations ansehen`),
  showArticles: (count: number) => (count === 1 ? "Einen Artikel ansehen" : `${count} Artikel ansehen`),
  /** The visible breadcrumb trail's label. */
  breadcrumb: "Brotkrumenpfad",
} as const;
