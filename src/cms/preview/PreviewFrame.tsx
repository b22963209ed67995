import React, { useEffect, useState, type Context, type ReactNode } from "react";
import * as Gatsby from "gatsby";
import { StyleSheetManager } from "styled-components";
import { GlobalStyle } from "../../styles/GlobalStyle";

type StaticQueryData = Record<string, { data: unknown }>;
// Exported by Gatsby at run time, not in its type declarations.
const StaticQueryContext = (Gatsby as unknown as { StaticQueryContext: Context<StaticQueryData> }).StaticQueryContext;

export interface PageSample<T> {
  /** The page query result of a real page of the same kind. */
  data: T;
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
  const page = await json<{ result: { data: T }; staticQueryHashes?: string[] }>(`/page-data${path}/page-data.json`);
  const entries = await Promise.all(
    (page.staticQueryHashes ?? []).map(async (hash) => [hash, await json<{ data: unknown }>(`/page-data/sq/d/${hash}.json`)] as const),
  );
  return { data: page.result.data, staticQueries: Object.fromEntries(entries) };
}

/** Finds a built page of the given kind (see gatsby/cms-preview.ts), preferring `preferred`. */
async function loadSampleOf<T>(kind: "city" | "article", preferred?: string): Promise<PageSample<T>> {
  if (preferred) {
    try {
      return await loadPageSample<T>(preferred);
    } catch {
      // A page that is not built yet (a new city): fall back to any page of the same kind.
    }
  }
  const pages = await json<Record<"city" | "article", string | null>>("/admin/preview-pages.json");
  const fallback = pages[kind];
  if (!fallback) throw new Error(`Keine Seite der Art ${kind} gebaut`);
  return loadPageSample<T>(fallback);
}

export function usePageSample<T>(kind: "city" | "article", preferred?: string): PageSample<T> | "loading" | "failed" {
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
  children: ReactNode;
}

/** Global style and fonts of the site inside the CMS preview iframe. */
export const PreviewFrame = ({ document, staticQueries = {}, children }: FrameProps) => (
  <StyleSheetManager target={document.head}>
    <StaticQueryContext.Provider value={staticQueries}>
      <GlobalStyle />
      <main>{children}</main>
    </StaticQueryContext.Provider>
  </StyleSheetManager>
);

export const PreviewNotice = ({ document, children }: { document: Document; children: ReactNode }) => (
  <PreviewFrame document={document}>
    <p style={{ padding: "2rem", fontSize: "1.1rem" }} role="status">
      {children}
    </p>
  </PreviewFrame>
);
