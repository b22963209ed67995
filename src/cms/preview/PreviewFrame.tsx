import React, { useEffect, useState, type Context, type ReactNode } from "react";
import * as Gatsby from "gatsby";
import { StyleSheetManager } from "styled-components";
import { GlobalStyle } from "../../styles/GlobalStyle";

export type StaticQueryData = Record<string, { data: unknown }>;
// Exported by Gatsby at run time, not in its type declarations.
const StaticQueryContext = (Gatsby as unknown as { StaticQueryContext: Context<StaticQueryData> }).StaticQueryContext;

export interface PageSample<T> {
  /** The page query result of a real page of the same kind. */
  data: T;
  /** The context the page was created with (templates: the node's id). */
  pageContext: Record<string, unknown>;
  /** The shared blocks (reviews, packages, site facts) that page reads with useStaticQuery. */
  staticQueries: StaticQueryData;
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json() as Promise<T>;
}

/**
 * Loads what a real page of this kind was built with, from the site's own page-data files, so the
 * preview renders the same components with the same shared blocks as the live page.
 */
export async function loadPageSample<T>(path: string): Promise<PageSample<T>> {
  // Gatsby keeps the start page's data under "index": /page-data/index/page-data.json.
  const name = path.replace(/\/+$/, "") || "/index";
  const page = await json<{ result: { data: T; pageContext?: Record<string, unknown> }; staticQueryHashes?: string[] }>(
    `/page-data${name}/page-data.json`,
  );
  const entries = await Promise.all(
    (page.staticQueryHashes ?? []).map(
      async (hash) => [hash, await json<{ data: unknown }>(`/page-data/sq/d/${hash}.json`)] as const,
    ),
  );
  return {
    data: page.result.data,
    pageContext: page.result.pageContext ?? {},
    staticQueries: Object.fromEntries(entries),
  };
}

export type PageKind = "city" | "article" | "occasion";

/**
 * The values of the build's tokens (public/admin/preview-tokens.json, gatsby/cms-preview.ts): the
 * preview fills them into the editor's unsaved text, as the build will. Empty until loaded or when
 * the file is missing (placeholders then stay visible).
 */
export function usePreviewTokens(): Record<string, string> {
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    json<Record<string, string>>("/admin/preview-tokens.json").then(
      (loaded) => live && setValues(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return values;
}

/** Finds a built page of the given kind (see gatsby/cms-preview.ts), preferring `preferred`. */
async function loadSampleOf<T>(kind: PageKind, preferred?: string): Promise<PageSample<T>> {
  if (preferred) {
    try {
      return await loadPageSample<T>(preferred);
    } catch {
      // A page that is not built yet (a new city): fall back to any page of the same kind.
    }
  }
  return loadPageSample<T>(await builtPageOf(kind));
}

/** The path of a built page of the given kind, from public/admin/preview-pages.json (gatsby/cms-preview.ts). */
export async function builtPageOf(kind: PageKind): Promise<string> {
  const pages = await json<Record<PageKind, string | null>>("/admin/preview-pages.json");
  const path = pages[kind];
  if (!path) throw new Error(`Keine Seite der Art ${kind} gebaut`);
  return path;
}

export function usePageSample<T>(kind: PageKind, preferred?: string): PageSample<T> | "loading" | "failed" {
  const [state, setState] = useState<PageSample<T> | "loading" | "failed">("loading");
  useEffect(() => {
    let live = true;
    loadSampleOf<T>(kind, preferred).then(
      (sample) => live && setState(sample),
      () => live && setState("failed"),
    );
    return () => {
      live = false;
    };
  }, [kind, preferred]);
  return state;
}

interface FrameProps {
  /** The preview iframe's document: styled-components must write its styles there. */
  document: Document;
  staticQueries?: StaticQueryData;
  /** false for whole pages, which bring their own <main> (Layout). */
  landmark?: boolean;
  children: ReactNode;
}

/** Global style and fonts of the site inside the CMS preview iframe. */
export const PreviewFrame = ({ document, staticQueries = {}, landmark = true, children }: FrameProps) => (
  <StyleSheetManager target={document.head}>
    <StaticQueryContext.Provider value={staticQueries}>
      <GlobalStyle />
      {landmark ? <main>{children}</main> : children}
    </StaticQueryContext.Provider>
  </StyleSheetManager>
);

/** The shared blocks one page reads with useStaticQuery, for several pages inside one frame. */
export const StaticQueries = ({ value, children }: { value: StaticQueryData; children: ReactNode }) => (
  <StaticQueryContext.Provider value={value}>{children}</StaticQueryContext.Provider>
);

export const PreviewNotice = ({ document, children }: { document: Document; children: ReactNode }) => (
  <PreviewFrame document={document}>
    <p style={{ padding: "2rem", fontSize: "1.1rem" }} role="status">
      {children}
    </p>
  </PreviewFrame>
);
