import { CALLBACK_DRAFT_KEY } from "../../lib/storage-keys";
import { CALLBACK_FIELDS, CALLBACK_MAX_LENGTH, type CallbackField, type CallbackValues } from "./fields";

/**
 * The visitor's unsent callback request, kept in this browser only (local storage, key
 * CALLBACK_DRAFT_KEY), as the enquiry's draft (EnquiryForm/draft.ts): a reload or a closed tab loses
 * nothing. Cleared after a successful send, and when every field is empty again.
 */
type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;
const local = (): Storage | undefined => (typeof window === "undefined" ? undefined : window.localStorage);

const isField = (name: string): name is CallbackField => (CALLBACK_FIELDS as string[]).includes(name);

/** Only the form's own fields with text in them (no honeypot), each at most its length. */
export function filledCallbackFields(values: Record<string, unknown>): CallbackValues {
  const out: CallbackValues = {};
  for (const [name, value] of Object.entries(values))
    if (isField(name) && typeof value === "string" && value.trim())
      out[name] = value.slice(0, CALLBACK_MAX_LENGTH[name]);
  return out;
}

export function readCallbackDraft(storage: Storage | undefined = local()): CallbackValues {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(CALLBACK_DRAFT_KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? filledCallbackFields(parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function saveCallbackDraft(values: CallbackValues, storage: Storage | undefined = local()): void {
  const filled = filledCallbackFields(values as Record<string, unknown>);
  try {
    if (Object.keys(filled).length) storage?.setItem(CALLBACK_DRAFT_KEY, JSON.stringify(filled));
    else storage?.removeItem(CALLBACK_DRAFT_KEY);
  } catch {
    // Storage blocked or full: the form still works, only the draft is not kept.
  }
}

export const clearCallbackDraft = (storage: Storage | undefined = local()): void => saveCallbackDraft({}, storage);

/** What the visitor has already put into the form in the page (before its code had started). */
export function callbackFieldsInForm(form: HTMLFormElement): CallbackValues {
  const values: Record<string, string> = {};
  for (const name of CALLBACK_FIELDS) {
    const element = form.elements.namedItem(name);
    if (element && "value" in element && typeof element.value === "string") values[name] = element.value;
  }
  return filledCallbackFields(values);
}
