import React from "react";
import type { PageProps } from "gatsby";
import OccasionTemplate from "../../templates/Occasion";
import { COLLECTIONS, occasions } from "../../model/collections";
import { occasionPath } from "../../model/routes";
import { PreviewFrame, PreviewNotice, usePageSample, usePreviewTokens } from "./PreviewFrame";
import { EditedPage, PageBoundary } from "./RealPagesPreview";
import { fillWith, overrideResult, overrideStaticQueries, rootsOf } from "./override";
import { NEEDS_SITE, plain, type PreviewProps } from "./types";

type OccasionData = Queries.OccasionPageQuery;
type OccasionPage = NonNullable<OccasionData["occasionsYaml"]>;

/** The editor's values of an occasion file, as far as the preview reads them. */
interface Edited {
  slug?: string;
  occasion?: string;
  locations?: (string | null)[];
  articles?: (string | null)[];
}

const roots = rootsOf(
  occasions.node,
  COLLECTIONS.map((c) => c.node),
);

/** The built items named by the editor's list of ids, in the editor's order (ids the build did not resolve are left out). */
const inOrder = <T,>(ids: readonly (string | null)[] | undefined, built: readonly T[], idOf: (item: T) => unknown) =>
  (ids ?? []).flatMap((id) => built.filter((item) => idOf(item) === id));

/**
 * What the build resolves from the editor's ids (cards of locations and articles, the celebrations
 * of the occasion's type), narrowed to what the editor has chosen so far: a location taken off the
 * list leaves the preview at once, and a new occasion previewed on another occasion's page does
 * not show that page's cards.
 */
function resolvedFor(page: OccasionPage, edited: Edited): OccasionPage {
  return {
    ...page,
    matchingLocations: inOrder(edited.locations, page.matchingLocations, (l) => l.yamlId),
    matchingArticles: inOrder(edited.articles, page.matchingArticles, (a) => a.frontmatter.slug),
    playedEvents: page.playedEvents.filter((e) => e.eventType === (edited.occasion ?? page.occasion)),
  };
}

/**
 * Occasion page preview: the live occasion page (src/templates/Occasion.tsx) with the editor's
 * unsaved values laid over what its built page was rendered with – the occasion's own page, or any
 * occasion page for a new one (public/admin/preview-pages.json). Reviews, packages, prices and the
 * planning tools are the site's own, as on the live page.
 */
export const OccasionPreview = ({ entry, document }: PreviewProps) => {
  const edited = plain<Edited>(entry.get("data"), {});
  const own = edited.slug ? occasionPath(edited.slug) : undefined;
  const sample = usePageSample<OccasionData>("occasion", own);
  // The editor's text may hold placeholders ({preisPremium}): filled here, as the build will.
  const fill = fillWith(usePreviewTokens());
  if (sample === "loading") return <PreviewNotice document={document}>Vorschau wird geladen …</PreviewNotice>;
  if (sample === "failed") return <PreviewNotice document={document}>{NEEDS_SITE}</PreviewNotice>;
  const data = overrideResult(sample.data, edited, roots, fill);
  const page = data.occasionsYaml ? { ...data, occasionsYaml: resolvedFor(data.occasionsYaml, edited) } : data;
  const path = own ?? occasionPath("");
  return (
    <PreviewFrame
      document={document}
      staticQueries={overrideStaticQueries(sample.staticQueries, edited, roots, fill)}
      landmark={false}
    >
      <PageBoundary edited={edited}>
        <EditedPage
          component={OccasionTemplate as React.ComponentType<PageProps<OccasionData>>}
          path={path}
          sample={sample}
          data={page}
        />
      </PageBoundary>
    </PreviewFrame>
  );
};
