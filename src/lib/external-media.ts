/**
 * Video and mix platforms the site can show (a showreel on YouTube, a mix on Mixcloud – music with
 * commercial titles needs a licensed platform, GEMA). Nothing of theirs loads before the visitor
 * asks: a placeholder with the site's own poster first, the platform's player only after a click
 * or once the visitor has accepted external media (src/lib/consent.ts). The Content-Security-Policy
 * allows exactly these frames (gatsby/host-files.ts).
 */
export type MediaPlatform = "youtube" | "mixcloud";

export const MEDIA_PLATFORMS: Record<MediaPlatform, { name: string; frameOrigin: string }> = {
  youtube: { name: "YouTube", frameOrigin: "https://www.youtube-nocookie.com" },
  // eslint-disable-next-line local/no-german-copy -- a brand name, not copy
  mixcloud: { name: "Mixcloud", frameOrigin: "https://player-widget.mixcloud.com" },
};

/** The player to load: YouTube's privacy-enhanced domain; Mixcloud's widget. `id`: a video id, or a Mixcloud path "/dj/mix-name/". */
export function embedUrl(platform: MediaPlatform, id: string): string {
  if (platform === "youtube")
    return `${MEDIA_PLATFORMS.youtube.frameOrigin}/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
  return `${MEDIA_PLATFORMS.mixcloud.frameOrigin}/widget/iframe/?hide_cover=1&autoplay=1&feed=${encodeURIComponent(id)}`;
}

/** The same on the platform itself, for a plain link (works without JavaScript, loads nothing here). */
export function watchUrl(platform: MediaPlatform, id: string): string {
  if (platform === "youtube") return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
  // Always a path on mixcloud.com: "@evil.example/x" or "//evil.example" cannot name another host
  // (the content check refuses such ids anyway, src/model/fields.ts MEDIA_ID).
  return `https://www.mixcloud.com/${id.replace(/^[/\\]+/, "").replace(/[\\@]/g, encodeURIComponent)}`;
}

/** The frame origins the site's policy allows. */
export const MEDIA_FRAME_ORIGINS = Object.values(MEDIA_PLATFORMS).map((p) => p.frameOrigin);
