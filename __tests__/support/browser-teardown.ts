import type { BrowserServer } from "playwright-core";

/** jest globalTeardown of the browser suite: closes the shared Chromium. */
export default async function teardown(): Promise<void> {
  await (globalThis as { __browserServer?: BrowserServer }).__browserServer?.close();
}
