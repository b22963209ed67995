import React, { Component, useEffect, useState, type ComponentType, type ReactNode } from "react";
import type { PageProps } from "gatsby";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import type { Collection } from "../../model/collection";
import {
  builtPageOf,
  loadPageSample,
  usePreviewTokens,
  PreviewFrame,
  PreviewNotice,
  StaticQueries,
  type PageKind,
  type PageSample,
} from "./PreviewFrame";
import { COLLECTIONS, site } from "../../model/collections";
import { fillWith, overrideResult, overrideStaticQueries, rootsOf, type Fill, type Roots } from "./override";
import { savedSiteNote, savedSiteTokens, useSavedSite, type SavedSite } from "./saved-site";
import { NEEDS_SITE, plain, type PreviewProps } from "./types";

/** One page a preview shows: a real page of the site whose data comes (partly) from the edited file. */
export interface PreviewPage {
  /** Name of the page above it in the preview, e.g. "Impressum". */
  label: string;
  /** Site path of the page, or a kind of page (public/admin/preview-pages.json) when any page of it will do. */
  path: string | PageKind;
  /** The page's own component from src/pages or src/templates. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page types its own query result
  component: ComponentType<PageProps<any, any>>;
}

type Loaded =
  { page: PreviewPage; path: string; sample: PageSample<unknown> } | { page: PreviewPage; path: null; sample: null };

async function load(page: PreviewPage): Promise<Loaded> {
  try {
    const path = page.path.startsWith("/") ? page.path : await builtPageOf(page.path as PageKind);
    return { page, path, sample: await loadPageSample<unknown>(path) };
  } catch {
    return { page, path: null, sample: null };
  }
}

function useBuiltPages(pages: readonly PreviewPage[]): Loaded[] | "loading" {
  const [state, setState] = useState<Loaded[] | "loading">("loading");
  useEffect(() => {
    let live = true;
    Promise.all(pages.map(load)).then((loaded) => live && setState(loaded));
    return () => {
      live = false;
    };
  }, [pages]);
  return state;
}

const NODES = COLLECTIONS.map((c) => c.node);
const SITE_ROOTS = rootsOf(site.node, NODES);

/** The saved company data over a page's built data (static queries and page query); as built while there is none. */
function withSavedSite(sample: PageSample<unknown>, saved: SavedSite, fill: Fill): PageSample<unknown> {
  if (saved.state !== "saved") return sample;
  return {
    ...sample,
    data: overrideResult(sample.data, saved.data, SITE_ROOTS, fill),
    staticQueries: overrideStaticQueries(sample.staticQueries, saved.data, SITE_ROOTS, fill),
  };
}

/** What a preview of pages shows besides the edited file. */
interface PagesPreviewOptions {
  /**
   * The pages show the company data as last saved in /admin, not as last built (the Impressum and
   * the privacy policy, whose address and VAT id must be the current ones); the preview says which.
   */
  savedSite?: boolean;
}

/**
 * Preview of a single content file (legal, texts …) as the real pages that show it: each page is
 * rendered by its own component with the data it was built with, except that every part of its
 * page query and of its components' static queries that comes from the edited file carries the
 * editor's unsaved values (see ./override.ts). So the preview follows the components and the
 * content model without knowing a single field.
 */
export function pagesPreview(collection: Collection, pages: readonly PreviewPage[], options: PagesPreviewOptions = {}) {
  const roots: Roots = rootsOf(collection.node, NODES);
  const Preview = ({ entry, document, getCollection }: PreviewProps) => {
    const loaded = useBuiltPages(pages);
    const saved = useSavedSite(options.savedSite ? getCollection : undefined);
    // The editor's text may hold placeholders ({preisBasis}, {city}): filled here, in the preview only,
    // the company's from the saved data where the preview has it.
    const fill = fillWith({ ...usePreviewTokens(), ...savedSiteTokens(saved) });
    if (loaded === "loading" || saved.state === "loading")
      return <PreviewNotice document={document}>Vorschau wird geladen …</PreviewNotice>;
    if (loaded.every((l) => l.sample === null)) return <PreviewNotice document={document}>{NEEDS_SITE}</PreviewNotice>;
    const edited = plain<unknown>(entry.get("data"), {});
    return (
      <PreviewFrame document={document} landmark={false}>
        {options.savedSite && <SourceNote role="status">{savedSiteNote(saved)}</SourceNote>}
        {loaded.map(({ page, path, sample }) => (
          <PageBox key={page.label}>
            <PageLabel>
              Seite „{page.label}“{path && <span> · {path}</span>}
            </PageLabel>
            {sample ? (
              <EditedFilePage
                page={page}
                path={path}
                sample={withSavedSite(sample, saved, fill)}
                edited={edited}
                roots={roots}
                fill={fill}
              />
            ) : (
              <Notice role="status">{NEEDS_SITE}</Notice>
            )}
          </PageBox>
        ))}
      </PreviewFrame>
    );
  };
  Preview.displayName = `PagesPreview(${collection.name})`;
  return Preview;
}

/** A built page with the parts of its queries that come from the edited file replaced by the editor's values. */
const EditedFilePage = ({
  page,
  path,
  sample,
  edited,
  roots,
  fill,
}: {
  page: PreviewPage;
  path: string;
  sample: PageSample<unknown>;
  edited: unknown;
  roots: Roots;
  fill: Fill;
}) => (
  <StaticQueries value={overrideStaticQueries(sample.staticQueries, edited, roots, fill)}>
    <PageBoundary edited={edited}>
      <EditedPage
        component={page.component}
        path={path}
        sample={sample}
        data={overrideResult(sample.data, edited, roots, fill)}
      />
    </PageBoundary>
  </StaticQueries>
);

/** A page component rendered at `path` with `data` as its query result and the built page's context. */
export const EditedPage = ({
  component: Page,
  path,
  sample,
  data,
}: {
  component: PreviewPage["component"];
  path: string;
  sample: PageSample<unknown>;
  data: unknown;
}) => {
  const props = {
    data,
    path,
    uri: path,
    params: {},
    location: { pathname: path, search: "", hash: "" },
    pageContext: sample.pageContext,
  };
  return <Page {...(props as unknown as PageProps)} />;
};

/** A page that cannot render what has been typed so far (an emptied list) fails alone, and tries again on the next change. */
export class PageBoundary extends Component<{ edited: unknown; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(previous: { edited: unknown }) {
    if (this.state.failed && previous.edited !== this.props.edited) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? (
      <Notice role="status">
        Mit den aktuellen Eingaben lässt sich diese Seite nicht anzeigen. Bitte prüfen Sie, ob alle Pflichtfelder
        ausgefüllt sind.
      </Notice>
    ) : (
      this.props.children
    );
  }
}

/** Each page in its own box: its sticky header stays with it. */
const PageBox = styled.div`
  & + & {
    border-top: 4px solid ${theme.colors.accent};
  }
`;

const PageLabel = styled.p`
  margin: 0;
  padding: ${`${theme.space[2]} ${theme.space[4]}`};
  background: ${theme.colors.surfaceAlt};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.xs};
  span {
    font-family: monospace;
  }
`;

const SourceNote = styled.p`
  margin: 0;
  padding: ${`${theme.space[2]} ${theme.space[4]}`};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.xs};
`;

const Notice = styled.p`
  padding: ${theme.space[6]};
  font-size: 1.1rem;
`;
