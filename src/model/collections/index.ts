import type { Collection } from "../collection";
import { blog } from "./blog";
import { cities } from "./cities";
import { occasions } from "./occasions";
import { gallery } from "./gallery";
import { locations } from "./locations";
import { testimonials } from "./testimonials";
import { categories } from "./categories";
import { site } from "./site";
import { packages } from "./packages";
import { faqs } from "./faqs";
import { availability } from "./availability";
import { extras } from "./extras";
import { christmas } from "./christmas";
import { christmasParty } from "./christmas-party";
import { blocks } from "./blocks";
import { guide } from "./guide";
import { regional } from "./regional";
import { planning } from "./planning";
import { seo } from "./seo";
import { legal } from "./legal";
import { texts } from "./texts";
import { events } from "./events";
import { standins } from "./standins";

/**
 * THE CONTENT MODEL: one definition per collection of content/, one file each in this folder.
 * Everything else is derived from it (see src/model/fields.ts): the build validator, the GraphQL
 * types, the CMS at /admin and, where code needs it, the TypeScript type of a file's data
 * (ContentOf, exported beside the collection). To add a field to a city page, add it in cities.ts,
 * to the page's query and to the section that shows it.
 */

export type { Collection } from "../collection";
export * from "./blog";
export * from "./cities";
export * from "./occasions";
export * from "./gallery";
export * from "./locations";
export * from "./testimonials";
export * from "./categories";
export * from "./site";
export * from "./packages";
export * from "./faqs";
export * from "./availability";
export * from "./extras";
export * from "./christmas";
export * from "./christmas-party";
export * from "./blocks";
export * from "./guide";
export * from "./regional";
export * from "./planning";
export * from "./seo";
export * from "./legal";
export * from "./texts";
export * from "./events";
export * from "./standins";

/** Every collection, in the order the CMS lists them. */
export const COLLECTIONS: readonly Collection[] = [
  blog,
  cities,
  occasions,
  gallery,
  locations,
  testimonials,
  events,
  standins,
  categories,
  site,
  packages,
  faqs,
  availability,
  extras,
  christmas,
  christmasParty,
  blocks,
  guide,
  regional,
  planning,
  seo,
  legal,
  texts,
];
