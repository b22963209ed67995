/** Fixed words of the toast container (ToastHost.tsx). The toasts' own texts come with their features. */
export const TOAST_LABELS = {
  close: "Hinweis schließen",
} as const;
