/** The distance of a city page's intro (CityIntro.tsx); the text after it comes from content (blocks.yaml, cityDistance). */
export const CITY_INTRO_LABELS = {
  distance: (km: number) => `ca. ${km} km`,
} as const;
