import CMS from "decap-cms-app";
import { Helmet } from "react-helmet";
import "./preview.css";
import { cmsConfig } from "./config";
import { yamlList } from "./formats";
import { showDeployStatus } from "./deploy-status";
import { colourControl } from "./widgets/ColourControl";
import { BlogPreview } from "./preview/BlogPreview";
import { CityPreview } from "./preview/CityPreview";
import { OccasionPreview } from "./preview/OccasionPreview";
import {
  BlocksPreview,
  ChristmasPartyPreview,
  GuidePreview,
  LegalPreview,
  RegionalPreview,
  TextsPreview,
} from "./preview/FilePreviews";

// The previews render whole pages, whose <Seo> would otherwise write title, meta tags and scripts
// into the editor's own document: Helmet only records them here.
Helmet.canUseDOM = false;

// Entry of the editor at /admin, built by gatsby-plugin-decap-cms (manualInit: the custom format
// must be registered before the configuration that uses it is read).
CMS.registerCustomFormat("yaml-list", "yaml", yamlList);
// The colour fields (src/cms/decap-collections.ts): Decap's colour picker with the build's contrast check.
const colourPicker = CMS.getWidget("color");
if (colourPicker)
  CMS.registerWidget("colour", colourControl(colourPicker.control as never) as never, colourPicker.preview as never);
CMS.registerPreviewTemplate("blog", BlogPreview as never);
CMS.registerPreviewTemplate("cities", CityPreview as never);
CMS.registerPreviewTemplate("occasions", OccasionPreview as never);
CMS.registerPreviewTemplate("legal", LegalPreview as never);
CMS.registerPreviewTemplate("texts", TextsPreview as never);
CMS.registerPreviewTemplate("christmas-party", ChristmasPartyPreview as never);
CMS.registerPreviewTemplate("blocks", BlocksPreview as never);
CMS.registerPreviewTemplate("guide", GuidePreview as never);
CMS.registerPreviewTemplate("regional", RegionalPreview as never);
CMS.init({ config: cmsConfig });
// "Letzter Build" with the status of the newest deploy, on the live site (Netlify).
showDeployStatus(document, {
  siteId: process.env.GATSBY_NETLIFY_SITE_ID,
  siteName: process.env.GATSBY_NETLIFY_SITE_NAME,
});
