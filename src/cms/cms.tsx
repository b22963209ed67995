import CMS from "decap-cms-app";
import "./preview.css";
import { cmsConfig } from "./config";
import { yamlList } from "./formats";
import { BlogPreview } from "./preview/BlogPreview";
import { CityPreview } from "./preview/CityPreview";

// Entry of the editor at /admin, built by gatsby-plugin-decap-cms (manualInit: the custom format
// must be registered before the configuration that uses it is read).
CMS.registerCustomFormat("yaml-list", "yaml", yamlList);
CMS.registerPreviewTemplate("blog", BlogPreview as never);
CMS.registerPreviewTemplate("cities", CityPreview as never);
CMS.init({ config: cmsConfig });
