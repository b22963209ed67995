/** The fixed words of the start page's packages (Packages.tsx). */
export const HOME_PACKAGES_LABELS = {
  /** The button under a package: /kontakt with this package as the wish. */
  enquire: (name: string) => `${name} anfragen`,
} as const;
