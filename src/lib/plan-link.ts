import { fromWire, toWire, type MusicPlan, type PlanDraft } from "./music-plan";

/**
 * A plan travels in a link of its own: the compact form (music-plan.ts) as JSON, compressed with the
 * browser's CompressionStream ("deflate-raw", no library: Chromium 103+, Firefox 113+, Safari 16.4+)
 * and written in base64url into the fragment – `/musikplanung#plan=1.<code>`. The fragment never goes
 * to a server; the link needs none. A browser without CompressionStream writes the JSON uncompressed
 * (`0.<code>`), and every browser reads both kinds it can.
 */

/** The longest link the page hands out (whole address; longer plans are sent or printed instead). */
export const SHARE_LINK_MAX = 2000;
/** Beyond this the link is refused without reading further (a plan at its limits is far smaller). */
const MAX_JSON_BYTES = 256 * 1024;
const PREFIX = "plan=";

const toBase64Url = (bytes: Uint8Array): string => {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};

const fromBase64Url = (text: string): Uint8Array | null => {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
};

const canCompress = () => typeof CompressionStream === "function" && typeof DecompressionStream === "function";

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Inflated bytes, or null when the data is broken or would grow beyond MAX_JSON_BYTES. */
async function inflate(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    const reader = new Blob([bytes as BlobPart])
      .stream()
      .pipeThrough(new DecompressionStream("deflate-raw"))
      .getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > MAX_JSON_BYTES) {
        await reader.cancel();
        return null;
      }
      chunks.push(value);
    }
    const out = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    return out;
  } catch {
    return null;
  }
}

/** The plan as the code of a link (without the sender's name and e-mail). */
export async function encodePlan(plan: MusicPlan): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(toWire(plan)));
  return canCompress() ? `1.${toBase64Url(await deflate(json))}` : `0.${toBase64Url(json)}`;
}

export type DecodedPlan =
  | { ok: true; plan: PlanDraft }
  /** invalid: broken, cut off, foreign or not a plan; unsupported: compressed, and this browser cannot inflate. */
  | { ok: false; reason: "invalid" | "unsupported" };

export async function decodePlan(
  code: string,
  known: { genres: readonly string[]; occasions: readonly string[] },
): Promise<DecodedPlan> {
  const invalid = { ok: false, reason: "invalid" } as const;
  const match = /^([01])\.(.*)$/s.exec(code);
  if (!match) return invalid;
  const raw = fromBase64Url(match[2]);
  if (!raw) return invalid;
  if (match[1] === "1" && !canCompress()) return { ok: false, reason: "unsupported" };
  const bytes = match[1] === "1" ? await inflate(raw) : raw;
  if (!bytes || bytes.length > MAX_JSON_BYTES) return invalid;
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return invalid;
  }
  // A link never carries a name or an e-mail address: one that does was not made here.
  if (value && typeof value === "object" && ("a" in value || "e" in value)) return invalid;
  const plan = fromWire(value, known);
  return plan ? { ok: true, plan } : invalid;
}

/** The code in a location hash ("#plan=1.…"); null when the hash holds no plan. */
export function planCodeIn(hash: string): string | null {
  const fragment = hash.replace(/^#/, "");
  if (!fragment.startsWith(PREFIX)) return null;
  try {
    return decodeURIComponent(fragment.slice(PREFIX.length));
  } catch {
    return fragment.slice(PREFIX.length);
  }
}

export interface ShareLink {
  url: string;
  /** Characters of the whole link. */
  length: number;
  /** At most SHARE_LINK_MAX characters: it may be handed out. */
  fits: boolean;
}

/** The link to the plan on the page at `base` (origin and path, no fragment). */
export async function shareLink(base: string, plan: MusicPlan): Promise<ShareLink> {
  const url = `${base}#${PREFIX}${await encodePlan(plan)}`;
  return { url, length: url.length, fits: url.length <= SHARE_LINK_MAX };
}
