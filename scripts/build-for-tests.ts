// `npm test`'s build (scripts/test-all.mjs): one `gatsby build` of this project's sources, run in the
// shared project copy so that the later builds of the run (__tests__/site/later-builds.test.ts)
// find a warm cache there – Gatsby's cache holds absolute paths. The copy's public/ then replaces
// the project's, which the built-site and browser tests read. The project's own .cache/ is removed:
// it no longer matches public/, and a later `npm run build` must not trust it.
import fs from "node:fs";
import path from "node:path";
import { buildInForeground, freshSharedCopy, ROOT } from "../__tests__/support/project-copy";

const copy = freshSharedCopy();
const status = buildInForeground(copy);
if (status !== 0) process.exit(status ?? 1);
fs.rmSync(path.join(ROOT, "public"), { recursive: true, force: true });
fs.rmSync(path.join(ROOT, ".cache"), { recursive: true, force: true });
fs.cpSync(path.join(copy, "public"), path.join(ROOT, "public"), { recursive: true });
console.log(`public/ aus dem Build in ${copy} übernommen.`);
