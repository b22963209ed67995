// When is the local editor ready? `npm run cms` starts `gatsby develop`, which needs minutes before
// it answers; an address printed at the start sends the owner to a page that does not load. So the
// address is printed once http://localhost:<port>/admin/ answers with 200, and until then a line
// every ~10 s says that the start is still going on.

/** The line shown while the editor is not reachable yet, `seconds` after the start. */
export const waitingLine = (seconds) => `CMS startet … (noch nicht erreichbar, ${seconds} s)`;

/** The line shown once the editor answers. */
export const readyLine = (url) => `CMS bereit: ${url} (Beenden mit Strg+C)`;

/**
 * Asks `url` every `pollMs` until it answers 200 (a refused connection, another status or no answer
 * within `requestTimeoutMs` counts as not yet), logs `waitingLine` every `progressMs` meanwhile, then
 * `readyLine`. Resolves true when ready, false when `signal` aborts first (Ctrl+C, a child that died).
 */
export async function waitUntilReachable({
  url,
  log = (line) => console.log(line),
  pollMs = 1000,
  progressMs = 10_000,
  requestTimeoutMs = 10_000,
  signal,
}) {
  const started = Date.now();
  const progress = setInterval(() => log(waitingLine(Math.round((Date.now() - started) / 1000))), progressMs);
  try {
    while (!signal?.aborted) {
      if (await answers(url, requestTimeoutMs, signal)) {
        log(readyLine(url));
        return true;
      }
      await pause(pollMs, signal);
    }
    return false;
  } finally {
    clearInterval(progress);
  }
}

async function answers(url, timeoutMs, signal) {
  try {
    const timeout = AbortSignal.timeout(timeoutMs);
    const response = await fetch(url, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

const pause = (ms, signal) =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });
