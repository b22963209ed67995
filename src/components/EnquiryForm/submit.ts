import { buildPayload, toFormData } from "./payload";
import type { EnquiryValues } from "./fields";
import type { EnquirySource } from "../../lib/enquiry-source";

export const SUBMIT_TIMEOUT_MS = 15_000;

/** Build-time endpoint of the hosted form service (GATSBY_ variables are inlined by Gatsby). */
export const ENQUIRY_ENDPOINT = process.env.GATSBY_ENQUIRY_ENDPOINT ?? "";

/**
 * Sends the enquiry. Resolves true on any 2xx answer; false on other statuses, network errors,
 * no answer within the timeout, or when no endpoint is configured (never a silent success).
 */
export async function submitEnquiry(
  values: EnquiryValues,
  {
    endpoint = ENQUIRY_ENDPOINT,
    host,
    source,
    timeoutMs = SUBMIT_TIMEOUT_MS,
    fetchImpl,
  }: { endpoint?: string; host: string; source?: EnquirySource | null; timeoutMs?: number; fetchImpl?: typeof fetch },
): Promise<boolean> {
  if (!endpoint) return false;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await (fetchImpl ?? globalThis.fetch)(endpoint, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: toFormData(buildPayload(values, host, source)),
      signal: controller.signal,
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
