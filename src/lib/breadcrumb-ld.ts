import { absoluteUrl } from "./urls";

/** schema.org BreadcrumbList: the trail from the start page to this page. */
export const breadcrumb = (siteUrl: string, trail: readonly { name: string; path: string }[]) => ({
  "@context": "https://schema.org",
  "@type": "BreadcrumbList",
  itemListElement: trail.map((t, i) => ({
    "@type": "ListItem",
    position: i + 1,
    name: t.name,
    item: absoluteUrl(siteUrl, t.path),
  })),
});
