/**
 * `<html data-app="ready">`: the app has hydrated the page. RootWrapper marks it after its first commit;
 * code that renders differently on a later client-side visit than at hydration reads it (the enquiry
 * form's first values), and tests and tools wait for it instead of for an idle network.
 */
const READY = "ready";

export const markAppReady = (): void => {
  document.documentElement.dataset.app = READY;
};

/** Whether the app was already running before this render (false on the server and during hydration). */
export const appIsReady = (): boolean =>
  typeof document !== "undefined" && document.documentElement.dataset.app === READY;
