import type { ReactNode } from "react";

/**
 * Decap's loader of another entry as saved (a CMS collection and, for a file collection, the file's
 * name); its result holds the entry's data under "data".
 */
export type GetCollection = (collection: string, slug?: string) => Promise<{ get(key: string): unknown }>;

/** What Decap hands a preview template (only the parts used here). */
export interface PreviewProps {
  entry: { get(key: string): unknown };
  widgetFor(name: string): ReactNode;
  getAsset(path: string): { toString(): string };
  /** Since Decap 3.1; missing in older versions, where a preview only knows the entry it shows. */
  getCollection?: GetCollection;
  document: Document;
  window: Window;
}

/** Entry values come as Immutable.js structures; toJS() turns them into plain data. */
export function plain<T>(value: unknown, fallback: T): T {
  if (value == null) return fallback;
  const maybe = value as { toJS?: () => T };
  return typeof maybe.toJS === "function" ? maybe.toJS() : (value as T);
}

export const NEEDS_SITE =
  "Für die Vorschau muss die Seite einmal gebaut sein. Bitte starten Sie das CMS mit „npm run cms“.";
