import { ENQUIRY_ENDPOINT, SUBMIT_TIMEOUT_MS } from "../EnquiryForm/submit";
import { toFormData } from "../EnquiryForm/payload";

/**
 * Posts the plan to the enquiry's form service (GATSBY_ENQUIRY_ENDPOINT): multipart, Accept:
 * application/json. True on a 2xx answer; false on any other status, a network error, no answer in
 * time, or when no endpoint is configured (never a silent success).
 */
export async function sendPlan(
  entries: [string, string][],
  {
    endpoint = ENQUIRY_ENDPOINT,
    timeoutMs = SUBMIT_TIMEOUT_MS,
    fetchImpl,
  }: { endpoint?: string; timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<boolean> {
  if (!endpoint) return false;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await (fetchImpl ?? globalThis.fetch)(endpoint, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: toFormData(entries),
      signal: controller.signal,
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Copies text: the Clipboard API first, then the older copy command on a selected text area (the
 * spec's "fallback copy method"). False when neither worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    let copied = false;
    try {
      copied = document.execCommand("copy");
    } catch {
      copied = false;
    }
    area.remove();
    return copied;
  }
}
