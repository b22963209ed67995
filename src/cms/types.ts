import type CMS from "decap-cms-app";

/** Decap's own configuration types, taken from the API so they never drift from the version in use. */
export type CmsConfig = NonNullable<NonNullable<Parameters<typeof CMS.init>[0]>["config"]>;
export type CmsCollection = CmsConfig["collections"][number];
export type CmsField = NonNullable<CmsCollection["fields"]>[number];
