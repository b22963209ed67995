export { Toasts, notify } from "./Toasts";
export type { ToastMessage, ToastOptions } from "./Toasts";
