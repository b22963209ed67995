import type { Collection } from "./collection";

/**
 * Page copy: the texts of the fixed pages and of shared sections that used to be written in the
 * components. One collection per page or block (define them with collection() from ./collection
 * and the builders from ./fields, like src/model/collections.ts). They appear in /admin under
 * "Seitentexte" (cmsGroup: "pages").
 */
export const PAGE_COLLECTIONS: readonly Collection[] = [];
