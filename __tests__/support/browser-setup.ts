import { launchBrowserServer } from "./browser";
import { startFormHub } from "./form-hub";

/**
 * jest globalSetup of the browser suite: one Chromium for every test file (its address goes to the
 * environment, which the test workers inherit; launchBrowser() connects to it) and the router on the
 * form service's address that hands each file's enquiries to that file's service (./form-hub.ts).
 */
export default async function setup(): Promise<void> {
  const state = globalThis as { __browserServer?: unknown; __formHub?: unknown };
  state.__formHub = await startFormHub();
  const server = await launchBrowserServer();
  process.env.SHARED_BROWSER_WS = server.wsEndpoint();
  state.__browserServer = server;
}
