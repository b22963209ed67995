import { DRAFT_KEY } from "../../lib/storage-keys";
import { FIELD_ORDER, MAX_LENGTH, type EnquiryValues, type FieldName } from "./fields";

/**
 * The visitor's unsent enquiry, kept in this browser only (local storage, key DRAFT_KEY), so a
 * reload, a back-swipe or a closed tab loses nothing. Cleared after a successful send. The inline
 * script (src/lib/pre-app.ts) writes the same format before the app has loaded.
 */
type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;
const local = (): Storage | undefined => (typeof window === "undefined" ? undefined : window.localStorage);

const isField = (name: string): name is FieldName => (FIELD_ORDER as string[]).includes(name);

/** Only the form's own fields with text in them (no honeypot, no hidden service fields). */
export function filledFields(values: Record<string, unknown>): EnquiryValues {
  const out: EnquiryValues = {};
  for (const [name, value] of Object.entries(values))
    if (isField(name) && typeof value === "string" && value.trim()) out[name] = value;
  return out;
}

export function readDraft(storage: Storage | undefined = local()): EnquiryValues {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(DRAFT_KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? filledFields(parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Saves the draft; no field longer than the form takes (fields.ts MAX_LENGTH), so storage never fills up with one. */
export function saveDraft(values: EnquiryValues, storage: Storage | undefined = local()): void {
  const filled = filledFields(values as Record<string, unknown>);
  for (const name of Object.keys(filled) as FieldName[]) filled[name] = filled[name]!.slice(0, MAX_LENGTH[name]);
  try {
    if (Object.keys(filled).length) storage?.setItem(DRAFT_KEY, JSON.stringify(filled));
    else storage?.removeItem(DRAFT_KEY);
  } catch {
    // Storage blocked or full: the form still works, only the draft is not kept.
  }
}

export const clearDraft = (storage: Storage | undefined = local()): void => saveDraft({}, storage);

/** What the visitor has already put into the form's fields in the page (typed before the app ran). */
export function fieldsInForm(form: HTMLFormElement): EnquiryValues {
  const values: Record<string, string> = {};
  for (const name of FIELD_ORDER) {
    const element = form.elements.namedItem(name);
    if (element && "value" in element && typeof element.value === "string") values[name] = element.value;
  }
  return filledFields(values);
}
