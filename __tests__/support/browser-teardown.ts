import type { BrowserServer } from "playwright-core";

/** jest globalTeardown of the browser suite: closes the shared Chromium and the form router. */
export default async function teardown(): Promise<void> {
  const state = globalThis as { __browserServer?: BrowserServer; __formHub?: { close: () => Promise<void> } };
  await state.__browserServer?.close();
  await state.__formHub?.close();
}
