import fs from "fs";
import os from "os";
import path from "path";

/** How long a test waits for a port another test file holds (the longest holder takes ~30 s). */
const WAIT_MS = 300_000;

const lockDir = (port: number) => path.join(os.tmpdir(), `event-dj-port-${port}.lock`);

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** A lock left by a process that has ended (or one that never got to write its pid). */
function isStale(dir: string): boolean {
  try {
    const pid = Number(fs.readFileSync(path.join(dir, "pid"), "utf8"));
    return pid > 0 && !isAlive(pid);
  } catch {
    try {
      return Date.now() - fs.statSync(dir).mtimeMs > 5_000;
    } catch {
      return false; // gone already
    }
  }
}

/**
 * The browser suite's files run in parallel workers, but the form service's stand-in must listen on
 * the one port the test build posts to. Whoever serves on it holds this lock (a directory: creating
 * it is atomic across processes); others wait their turn. Returns the release function.
 */
export async function acquirePort(port: number, timeoutMs = WAIT_MS): Promise<() => void> {
  const dir = lockDir(port);
  for (const started = Date.now(); ;) {
    try {
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, "pid"), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    if (isStale(dir)) fs.rmSync(dir, { recursive: true, force: true });
    else if (Date.now() - started > timeoutMs) throw new Error(`Port ${port} blieb belegt (${dir})`);
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
  let held = true;
  return () => {
    if (held) fs.rmSync(dir, { recursive: true, force: true });
    held = false;
  };
}
