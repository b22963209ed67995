import { useLayoutEffect, useRef, type RefObject } from "react";
import { fieldsInForm, readDraft } from "./draft";

/**
 * The time trap, the second spam defence beside the honeypot (`_gotcha`), without a third party.
 * A script that fills the form and sends it at once is dropped in the browser and answered like a
 * success, so it learns nothing. Its rule: the form was sent less than MIN_FILL_MS after the app
 * took it over, AND no sign of a person was seen. Signs of a person: input the browser itself
 * reports (isTrusted – typing, pasting, dictation, autofill, a choice in a list; a script's
 * dispatched events are not trusted), a restored draft, or text typed before the app ran. So no
 * real enquiry is lost: whoever types passes at once, a restored draft passes at once, and even a
 * visitor whose fields a tool filled passes after three seconds.
 *
 * The clock starts when the app takes the form over, not at the first keystroke: that moment is
 * always known (a first keystroke never comes with a draft, autofill or dictation), and it is a
 * lower bound of the time a person has had with the form.
 *
 * Only the JavaScript path can be timed. The plain form post (no JavaScript, or sent before the
 * app loaded) goes straight to the form service: a static site has no server of its own to note
 * when the form was shown. There the honeypot and the service's own spam filter are the defence.
 */
export const MIN_FILL_MS = 3000;

/** Events that a person's input produces. */
const PERSON_EVENTS = ["input", "change", "keydown", "paste"] as const;

export interface TimeTrap {
  /** performance.now() when the app took the form over. */
  readonly shownAt: number;
  /** A sign of a person was seen. */
  personSeen: boolean;
}

const now = () => performance.now();

export const armTimeTrap = (personSeen: boolean, at: number = now()): TimeTrap => ({ shownAt: at, personSeen });

/** An input the browser vouches for: a script can dispatch the same event, but not a trusted one. */
export const isPersonEvent = (event: Pick<Event, "type" | "isTrusted">): boolean =>
  event.isTrusted && (PERSON_EVENTS as readonly string[]).includes(event.type);

/** True when the submission must be dropped: too fast for a person, and no sign of one. */
export const tooFastForAPerson = (trap: TimeTrap, at: number = now()): boolean =>
  !trap.personSeen && at - trap.shownAt < MIN_FILL_MS;

/** Marks the trap as soon as the form sees a person's input; returns the clean-up. */
export function watchForPerson(form: HTMLFormElement, trap: TimeTrap): () => void {
  const stop = () => PERSON_EVENTS.forEach((type) => form.removeEventListener(type, seen, true));
  function seen(event: Event) {
    if (!isPersonEvent(event)) return;
    trap.personSeen = true;
    stop();
  }
  PERSON_EVENTS.forEach((type) => form.addEventListener(type, seen, true));
  return stop;
}

/**
 * Arms the trap when the app takes the form over. Call it before the hook that adopts the draft
 * and the fields typed before the app ran: it reads them as they were.
 */
export function useTimeTrap(formElement: RefObject<HTMLFormElement | null>): RefObject<TimeTrap | null> {
  const trap = useRef<TimeTrap | null>(null);
  useLayoutEffect(() => {
    const form = formElement.current;
    if (!form) return;
    const brought = Object.keys(readDraft()).length > 0 || Object.keys(fieldsInForm(form)).length > 0;
    trap.current = armTimeTrap(brought);
    return watchForPerson(form, trap.current);
  }, [formElement]);
  return trap;
}
