import type { CmsConfig } from "./types";
import { COLLECTIONS } from "../model/collections";
import { cmsCollections } from "./decap-collections";
import { LIVE_CMS, liveBackend } from "./live-backend";

/**
 * The whole CMS configuration. It is code rather than admin/config.yml so it is type-checked and
 * unit-tested against the content files (__tests__/unit/cms-config.test.ts).
 */
export const cmsConfig: CmsConfig = {
  load_config_file: false,
  locale: "de",
  // On the live site: GitHub, logged in through Netlify's OAuth provider; repository, branch and
  // provider come from one place (live-backend.ts). Every commit rebuilds the site.
  backend: liveBackend(LIVE_CMS),
  // Only on localhost/127.0.0.1 (`npm run cms`): the CMS talks to decap-server, which writes into
  // this checkout, instead of the backend above.
  local_backend: true,
  publish_mode: "simple",
  site_url: "/",
  display_url: "/",
  logo_url: "/icons/icon-192x192.png",
  // Default for collections without their own folder; every collection with images sets its own.
  media_folder: "content/uploads",
  public_folder: "./uploads",
  slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
  // Derived from the content model (src/model/collections/), like the build's validator and GraphQL types.
  collections: cmsCollections(COLLECTIONS),
};
