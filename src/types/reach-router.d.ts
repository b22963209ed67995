// @gatsbyjs/reach-router (Gatsby's router) ships no types; only what src/components/ui/SiteLink.tsx reads.
declare module "@gatsbyjs/reach-router" {
  import type { Context } from "react";
  export const LocationContext: Context<{ location: { pathname: string; search?: string } } | undefined>;
}
