import React, { Suspense, lazy, useCallback, useEffect, useState } from "react";

/**
 * The one toast container of the site, rendered by the root wrapper. react-toastify is only
 * downloaded when the first toast is shown, so pages without toasts do not pay for it.
 */
const ToastHost = lazy(() => import("./ToastHost"));

let mountContainer: (() => Promise<void>) | null = null;

export const Toasts = () => {
  const [waiting, setWaiting] = useState<(() => void)[] | null>(null);
  useEffect(() => {
    mountContainer = () => new Promise<void>((resolve) => setWaiting((w) => [...(w ?? []), resolve]));
    return () => {
      mountContainer = null;
    };
  }, []);
  const onMounted = useCallback(() => {
    setWaiting((w) => {
      w?.forEach((resolve) => resolve());
      return [];
    });
  }, []);
  return waiting ? (
    <Suspense fallback={null}>
      <ToastHost onMounted={onMounted} />
    </Suspense>
  ) : null;
};

export type ToastKind = "success" | "info" | "error";

export interface ToastMessage {
  title: string;
  text: string;
}

const Body = ({ title, text }: ToastMessage) => (
  <div>
    <strong style={{ display: "block" }}>{title}</strong>
    <span>{text}</span>
  </div>
);

async function show(kind: ToastKind, message: ToastMessage): Promise<void> {
  const [{ toast }] = await Promise.all([import("./ToastHost"), mountContainer?.()]);
  const body = <Body {...message} />;
  if (kind === "error") toast.error(body, { role: "alert" });
  else if (kind === "success") toast.success(body);
  else toast.info(body);
}

/** Toasts with a title line and a sentence, as the spec's message catalogue gives them. */
export const notify = {
  success: (m: ToastMessage) => show("success", m),
  info: (m: ToastMessage) => show("info", m),
  error: (m: ToastMessage) => show("error", m),
};
