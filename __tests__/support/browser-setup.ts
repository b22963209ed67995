import { launchBrowserServer } from "./browser";

/**
 * jest globalSetup of the browser suite: one Chromium for every test file. Its address goes to the
 * environment, which the test workers inherit; launchBrowser() connects to it.
 */
export default async function setup(): Promise<void> {
  const server = await launchBrowserServer();
  process.env.SHARED_BROWSER_WS = server.wsEndpoint();
  (globalThis as { __browserServer?: typeof server }).__browserServer = server;
}
