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
