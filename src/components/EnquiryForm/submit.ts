import { buildPayload, toFormData } from "./payload";
import type { EnquiryValues } from "./fields";
import type { EnquirySource } from "../../lib/enquiry-source";
import { ENQUIRY_ENDPOINT } from "./endpoint";

export const SUBMIT_TIMEOUT_MS = 15_000;

export { ENQUIRY_ENDPOINT };

export interface PostOptions {
  endpoint?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * Posts form fields to the hosted form service (GATSBY_ENQUIRY_ENDPOINT): multipart, Accept:
 * application/json – for the enquiry and the Musikplanung alike. Resolves true on any 2xx answer;
 * false on other statuses, network errors, no answer within the timeout, or when no endpoint is
 * configured (never a silent success).
 */
export async function postToFormService(
  entries: [string, string][],
  { endpoint = ENQUIRY_ENDPOINT, timeoutMs = SUBMIT_TIMEOUT_MS, fetchImpl }: PostOptions = {},
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

/** Sends the enquiry: its fields with the page and way it came from (see postToFormService). */
export const submitEnquiry = (
  values: EnquiryValues,
  { host, source, ...options }: PostOptions & { host: string; source?: EnquirySource | null },
): Promise<boolean> => postToFormService(buildPayload(values, host, source), options);
