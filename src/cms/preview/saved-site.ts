import { useEffect, useState } from "react";
import { site, type SiteData } from "../../model/collections";
import { siteTokens } from "../../../gatsby/token-values";
import { cmsPlace } from "../decap-collections";
import { plain, type GetCollection } from "./types";

/**
 * The company data (content/site/site.yaml) as last saved, for previews of pages that show it (the
 * Impressum): read through the editor's own backend – the files of this checkout with `npm run cms`,
 * the repository on the live site – so a change saved under „Firmendaten & Startseite“ shows at once,
 * not only after the next build. Where it cannot be read, the page keeps the data of the last build,
 * and the preview says so.
 */

export type SavedSite = { state: "loading" } | { state: "saved"; data: SiteData } | { state: "built" };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

export function useSavedSite(getCollection: GetCollection | undefined): SavedSite {
  const [saved, setSaved] = useState<SavedSite>(getCollection ? { state: "loading" } : { state: "built" });
  useEffect(() => {
    if (!getCollection) return;
    let live = true;
    const { collection, file } = cmsPlace(site);
    getCollection(collection, file).then(
      (entry) => {
        const data = plain<unknown>(entry?.get("data"), null);
        if (live) setSaved(isRecord(data) ? { state: "saved", data: data as SiteData } : { state: "built" });
      },
      () => live && setSaved({ state: "built" }),
    );
    return () => {
      live = false;
    };
  }, [getCollection]);
  return saved;
}

/**
 * The business-fact tokens ({businessName}, {street}, {vatId} …) of the saved data, worded by the
 * function the build fills them with (gatsby/token-values.ts); none when the data is incomplete.
 */
export function savedSiteTokens(saved: SavedSite): Record<string, string> {
  if (saved.state !== "saved") return {};
  try {
    // As gatsby/tokens.ts: a phone number never breaks across lines.
    return siteTokens({ ...saved.data, phone: String(saved.data.phone ?? "").replace(/ /g, "\u00a0") });
  } catch {
    return {};
  }
}

/** Where the company data of the preview comes from, in the editor's words. */
export const savedSiteNote = (saved: SavedSite): string =>
  saved.state === "saved"
    ? `Firmendaten (Name, Anschrift, Kontakt, USt-IdNr.) wie zuletzt unter „${site.label}“ gespeichert.`
    : `Firmendaten (Name, Anschrift, Kontakt, USt-IdNr.) aus dem letzten Build: Was Sie danach unter „${site.label}“ gespeichert haben, zeigt die Vorschau erst nach dem nächsten Build.`;
