import { useLayoutEffect, useRef, type RefObject } from "react";
import type { FormApi } from "final-form";
import { armTimeTrap, watchForPerson, type TimeTrap } from "../EnquiryForm/timeTrap";
import { callbackFieldsInForm, readCallbackDraft, saveCallbackDraft } from "./draft";
import { CALLBACK_FIELDS, type CallbackValues } from "./fields";

const DRAFT_SAVE_DELAY_MS = 250;

/** The preset choices ("any day", "any time") are no input of the visitor's: not kept as a draft. */
export const ownInput = (values: CallbackValues, presets: CallbackValues): CallbackValues => {
  const own: CallbackValues = {};
  for (const name of CALLBACK_FIELDS) if (values[name] && values[name] !== presets[name]) own[name] = values[name];
  return own;
};

/**
 * The app takes the callback form over, as the enquiry's (EnquiryForm/takeover.ts): from now on it
 * validates and sends; the fields keep what the visitor typed before its code had started, else the
 * saved draft (a choice that the hours no longer offer is dropped), and every change is saved as the
 * draft again. Arms the time trap (EnquiryForm/timeTrap.ts) with what was there before. Layout
 * effect: it runs in the hydration commit, before anything re-renders the fields.
 */
export function useCallbackTakeOver(
  formApi: RefObject<FormApi<CallbackValues> | undefined>,
  formElement: RefObject<HTMLFormElement | null>,
  presets: CallbackValues,
  choices: { rueckrufTag: readonly string[]; zeitfenster: readonly string[] },
): RefObject<TimeTrap | null> {
  const trap = useRef<TimeTrap | null>(null);
  useLayoutEffect(() => {
    const form = formApi.current;
    const element = formElement.current;
    if (!form || !element) return;
    element.noValidate = true;
    const adopted = { ...readCallbackDraft(), ...ownInput(callbackFieldsInForm(element), presets) };
    for (const name of ["rueckrufTag", "zeitfenster"] as const)
      if (adopted[name] && !choices[name].includes(adopted[name])) delete adopted[name];
    trap.current = armTimeTrap(Object.keys(adopted).length > 0);
    const stopWatching = watchForPerson(element, trap.current);
    // As the form's first values, not as changes: react-final-form registers a field after this
    // effect and then sets it to the form's initial value, which would undo a change made here.
    if (Object.keys(adopted).length) form.initialize({ ...presets, ...adopted });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = form.subscribe(
      ({ values }) => {
        clearTimeout(timer);
        timer = setTimeout(() => saveCallbackDraft(ownInput(values, presets)), DRAFT_SAVE_DELAY_MS);
      },
      { values: true },
    );
    return () => {
      stopWatching();
      unsubscribe();
      clearTimeout(timer);
    };
    // Once per mount: the form is taken over once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return trap;
}
