/**
 * A form's unsent input, kept in this browser only (local storage, under the form's own key), so a
 * reload, a back-swipe or a closed tab loses nothing. Only the form's own fields with text in them are
 * kept (no honeypot, no hidden service fields), none longer than its field takes, so storage never fills
 * up with one. Saving an empty form removes the draft. Used by the enquiry (EnquiryForm/draft.ts, whose
 * format the inline script of src/lib/pre-app.ts also writes) and the callback request.
 */
type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;
const local = (): Storage | undefined => (typeof window === "undefined" ? undefined : window.localStorage);

export interface FormDraft<F extends string> {
  /** Only the form's own fields with text in them, each at most its length. */
  filled: (values: Record<string, unknown>) => Partial<Record<F, string>>;
  read: (storage?: Storage) => Partial<Record<F, string>>;
  save: (values: Partial<Record<F, string>>, storage?: Storage) => void;
  clear: (storage?: Storage) => void;
  /** What the visitor has already put into the form's fields in the page (typed before the app ran). */
  inForm: (form: HTMLFormElement) => Partial<Record<F, string>>;
}

export function formDraft<F extends string>(
  key: string,
  fields: readonly F[],
  maxLength: Record<F, number>,
): FormDraft<F> {
  const isField = (name: string): name is F => (fields as readonly string[]).includes(name);
  const filled = (values: Record<string, unknown>) => {
    const out: Partial<Record<F, string>> = {};
    for (const [name, value] of Object.entries(values))
      if (isField(name) && typeof value === "string" && value.trim()) out[name] = value.slice(0, maxLength[name]);
    return out;
  };
  const save = (values: Partial<Record<F, string>>, storage: Storage | undefined = local()) => {
    const kept = filled(values);
    try {
      if (Object.keys(kept).length) storage?.setItem(key, JSON.stringify(kept));
      else storage?.removeItem(key);
    } catch {
      // Storage blocked or full: the form still works, only the draft is not kept.
    }
  };
  return {
    filled,
    read: (storage = local()) => {
      try {
        const parsed: unknown = JSON.parse(storage?.getItem(key) ?? "{}");
        return parsed && typeof parsed === "object" ? filled(parsed as Record<string, unknown>) : {};
      } catch {
        return {};
      }
    },
    save,
    clear: (storage = local()) => save({}, storage),
    inForm: (form) => {
      const values: Record<string, string> = {};
      for (const name of fields) {
        const element = form.elements.namedItem(name);
        if (element && "value" in element && typeof element.value === "string") values[name] = element.value;
      }
      return filled(values);
    },
  };
}
