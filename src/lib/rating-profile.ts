/** The name of the portal a rating profile belongs to (site.yaml → reviewSites), else its host; null if no address. */
export function profileName(profileUrl: string, sites: readonly { name: string; url: string }[]): string | null {
  try {
    const host = new URL(profileUrl).hostname;
    return (
      sites.find((s) => s.url === profileUrl || new URL(s.url).hostname === host)?.name ?? host.replace(/^www\./, "")
    );
  } catch {
    return null;
  }
}

/**
 * The rating a page may declare in its structured data: only one the page shows, and the proof
 * strip and the reviews block show it only with a profile to link (`profileName`). Undefined: no
 * aggregateRating in the page's JSON-LD.
 */
export const shownRating = <R extends { profileUrl?: string | null }>(
  rating: R,
  sites: readonly { name: string; url: string }[],
): R | undefined => (profileName(rating.profileUrl ?? "", sites) ? rating : undefined);
