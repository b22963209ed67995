import React, { useRef, useState, type RefObject } from "react";
import { notify } from "../Toasts";
import { PLANNER_LABELS as L, PLANNER_MESSAGES as M } from "./MusicPlanner.labels";
import type { ShareState } from "./PlanActions";
import { sendFieldId, type Contact, type SendState } from "./SendSection";
import { FallbackActions } from "../ui/FallbackActions";
import type { usePlanner } from "./usePlanner";
import { SEND_FIELDS, validateSend } from "./validate";
import { buildPlanPayload, planMailto } from "./payload";
import { copyText, sendPlan } from "./send";

type Planner = ReturnType<typeof usePlanner>;

/** Sharing the plan: the link (or why it is too long), copied with a toast; it is dropped once the plan changes. */
export function useSharePlan(p: Planner) {
  const [share, setShare] = useState<ShareState>(null);
  const [sharedFor, setSharedFor] = useState(p.draft);
  if (share && sharedFor !== p.draft) setShare(null); // the shown link is the plan's as it was
  const onShare = async () => {
    const link = await p.currentLink();
    setSharedFor(p.current.current);
    if (!link.fits) return setShare({ kind: "tooLong", length: link.length });
    setShare({ kind: "link", url: link.url });
    const copied = await copyText(link.url);
    void (copied ? notify.success(M.copied) : notify.error(M.copyFailed));
  };
  return { share, onShare };
}

/**
 * Sending the plan with the enquiry's states: the send fields checked first (focus on the first
 * wrong one), one request per click, a success toast, or a sticky error toast offering retry, e-mail and call.
 */
export function useSendPlan(
  p: Planner,
  form: RefObject<HTMLFormElement | null>,
  genres: readonly string[],
  contact: Contact,
) {
  const [state, setState] = useState<SendState>("idle");
  const [tried, setTried] = useState(false);
  const pending = useRef(false);
  const errorToast = useRef<string | null>(null);

  const failureActions = (plan: Planner["draft"]) => (
    <FallbackActions>
      <button type="button" onClick={() => void send()}>
        {L.send.retry}
      </button>
      <a href={planMailto(plan, genres, contact.email)}>{L.send.byEmail}</a>
      <a href={`tel:${contact.phoneE164}`}>
        {L.send.call} {contact.phone}
      </a>
    </FallbackActions>
  );

  const send = async () => {
    const plan = p.current.current;
    setTried(true);
    const invalid = SEND_FIELDS.find((f) => validateSend(plan)[f]);
    if (invalid) return void document.getElementById(sendFieldId(invalid))?.focus();
    if (pending.current) return; // a double click sends once
    pending.current = true;
    setState("submitting");
    if (errorToast.current) void notify.dismiss(errorToast.current);
    errorToast.current = null;
    const gotcha = form.current?.elements.namedItem("_gotcha");
    const entries = buildPlanPayload(plan, {
      genres,
      host: window.location.host,
      gotcha: gotcha && "value" in gotcha ? String(gotcha.value) : "",
    });
    const ok = await sendPlan(entries);
    pending.current = false;
    setState(ok ? "success" : "failure");
    if (ok) void notify.success(M.success);
    else errorToast.current = await notify.error(M.failure, { sticky: true, actions: failureActions(plan) });
  };

  return { state, errors: tried ? validateSend(p.draft) : {}, send };
}
