import React, { Suspense, lazy, useEffect, useState, type ReactNode } from "react";
import type { PreAppAction } from "../../lib/pre-app";

/**
 * The one toast container of the site, rendered by the root wrapper. react-toastify is only
 * downloaded when the first toast is shown, so pages without toasts do not pay for it.
 */
const ToastHost = lazy(() => import(/* webpackChunkName: "toasts" */ "./ToastHost"));

/** Set once the container has mounted; every toast after that shows at once. */
let containerMounted = false;
/** Toasts waiting for the container, in the order they were asked for. */
let waitingForContainer: (() => void)[] = [];
let requestContainer: (() => void) | null = null;

function containerReady(): Promise<void> {
  if (containerMounted) return Promise.resolve();
  return new Promise<void>((resolve) => {
    waitingForContainer.push(resolve);
    requestContainer?.();
  });
}

function onContainerMounted() {
  containerMounted = true;
  const waiting = waitingForContainer;
  waitingForContainer = [];
  waiting.forEach((resolve) => resolve());
}

type PreAppQueue = { push: (action: PreAppAction) => void };
declare global {
  interface Window {
    __preApp?: PreAppAction[] | PreAppQueue;
  }
}

/** Share toasts the inline handler queued; their texts load with the first one (blog pages only). */
const runPreAppAction = (action: PreAppAction) =>
  void import(/* webpackChunkName: "share-messages" */ "../ShareButtons.labels").then(({ SHARE_MESSAGES }) => {
    const message = SHARE_MESSAGES[action];
    if (!message) return;
    if (action === "copied") void notify.success(message);
    else if (action === "copyFailed") void notify.error(message);
    else void notify.info(message);
  });

export const Toasts = () => {
  const [wanted, setWanted] = useState(containerMounted);
  useEffect(() => {
    requestContainer = () => setWanted(true);
    if (waitingForContainer.length) setWanted(true);
    // The app has started: it takes over what the inline handler (src/lib/pre-app.ts) queued
    // before, in order, and handles every later action at once.
    const queued = Array.isArray(window.__preApp) ? window.__preApp : [];
    window.__preApp = { push: runPreAppAction };
    queued.forEach(runPreAppAction);
    document.documentElement.setAttribute("data-app", "");
    return () => {
      requestContainer = null;
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastHost onMounted={onContainerMounted} />
    </Suspense>
  ) : null;
};

export type ToastKind = "success" | "info" | "error";

export interface ToastMessage {
  title: string;
  text: string;
}

export interface ToastOptions {
  /** Buttons or links under the text (e.g. retry, send by e-mail). */
  actions?: ReactNode;
  /** Stays until the visitor closes it (for toasts that offer actions). */
  sticky?: boolean;
}

const Body = ({ title, text, actions }: ToastMessage & { actions?: ReactNode }) => (
  <div>
    <strong style={{ display: "block" }}>{title}</strong>
    <span>{text}</span>
    {actions}
  </div>
);

let nextId = 0;

async function show(kind: ToastKind, message: ToastMessage, { actions, sticky }: ToastOptions = {}): Promise<string> {
  const toastId = `toast-${++nextId}`;
  const [{ toast }] = await Promise.all([import(/* webpackChunkName: "toasts" */ "./ToastHost"), containerReady()]);
  const body = <Body {...message} actions={actions} />;
  const options = { toastId, ...(sticky ? { autoClose: false as const } : {}) };
  if (kind === "error") toast.error(body, { ...options, role: "alert" });
  else if (kind === "success") toast.success(body, options);
  else toast.info(body, options);
  return toastId;
}

/** Toasts with a title line and a sentence, as the spec's message catalogue gives them. */
export const notify = {
  success: (m: ToastMessage, o?: ToastOptions) => show("success", m, o),
  info: (m: ToastMessage, o?: ToastOptions) => show("info", m, o),
  error: (m: ToastMessage, o?: ToastOptions) => show("error", m, o),
  dismiss: async (toastId: string) =>
    (await import(/* webpackChunkName: "toasts" */ "./ToastHost")).toast.dismiss(toastId),
};
