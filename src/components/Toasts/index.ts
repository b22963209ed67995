export { Toasts, notify } from "./Toasts";
export type { ToastMessage } from "./Toasts";
