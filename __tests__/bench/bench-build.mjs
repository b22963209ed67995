// `npm run bench:build`: (a) cold build, (b) warm rebuild after changing one Markdown article,
// (c) cold build with 1,000 extra generated articles. Works on temporary copies of content/
// (CONTENT_PATH), never on the committed files. Prints times and pages per second.
import { execSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, appendFileSync } from "node:fs";
import { tmpdir, cpus } from "node:os";
import path from "node:path";

const EXTRA = Number(process.env.BENCH_EXTRA_ARTICLES || 1000);
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" };

function build(contentPath, { clean }) {
  if (clean) execSync("npx gatsby clean", { env, stdio: "ignore" });
  const started = process.hrtime.bigint();
  const result = spawnSync("npx", ["gatsby", "build"], {
    env: { ...env, CONTENT_PATH: contentPath },
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    console.error(result.stdout.slice(-4000), result.stderr.slice(-4000));
    throw new Error("Build fehlgeschlagen");
  }
  const pages = Number(/Generated (\d+) pages|(\d+) pages/.exec(result.stdout)?.[1] ?? 0) || countPages();
  return { seconds, pages };
}

function countPages() {
  let n = 0;
  const walk = (d) =>
    readdirSync(d, { withFileTypes: true }).forEach((e) =>
      e.isDirectory() ? walk(path.join(d, e.name)) : e.name === "index.html" && n++,
    );
  walk("public");
  return n;
}

function copyContent() {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-content-"));
  cpSync("content", dir, { recursive: true });
  return dir;
}

const line = (label, r) =>
  console.log(
    `${label.padEnd(44)} ${r.seconds.toFixed(1).padStart(7)} s  ${String(r.pages).padStart(5)} Seiten  ${(r.pages / r.seconds).toFixed(1).padStart(6)} Seiten/s`,
  );

const base = copyContent();
const big = copyContent();
try {
  console.log(`Rechner: ${cpus().length} Kerne (${cpus()[0]?.model ?? "?"}), Node ${process.version}`);
  const cold = build(base, { clean: true });
  line("(a) Kaltstart-Build", cold);

  const article = path.join(base, "blog", "eventmusik-trends-2025.md");
  appendFileSync(article, "\n\nNachtrag für den Benchmark: ein geänderter Absatz.\n");
  const warm = build(base, { clean: false });
  line("(b) Warmer Rebuild nach Änderung eines Artikels", warm);

  const template = readFileSync(path.join(big, "blog", "eventmusik-trends-2025.md"), "utf8");
  for (let i = 1; i <= EXTRA; i++) {
    const slug = `benchmark-artikel-${i}`;
    writeFileSync(
      path.join(big, "blog", `${slug}.md`),
      template.replace(/^slug: .*$/m, `slug: ${slug}`).replace(/^title: .*$/m, `title: "Benchmark-Artikel ${i}"`),
    );
  }
  const scaled = build(big, { clean: true });
  line(`(c) Kaltstart mit ${EXTRA} zusätzlichen Artikeln`, scaled);

  const perArticleMs = ((scaled.seconds - cold.seconds) / EXTRA) * 1000;
  console.log(`\nWarmer Rebuild: ${((warm.seconds / cold.seconds) * 100).toFixed(0)} % des Kaltstarts (Budget ≤ 40 %)`);
  console.log(`Kaltstart: ${cold.seconds.toFixed(1)} s (Budget ≤ 120 s)`);
  console.log(`Kosten je zusätzlichem Artikel: ${perArticleMs.toFixed(1)} ms`);
  const ok = cold.seconds <= 120 && warm.seconds <= 0.4 * cold.seconds;
  console.log(ok ? "Budgets eingehalten." : "Budget verfehlt.");
  process.exitCode = ok ? 0 : 1;
} finally {
  rmSync(base, { recursive: true, force: true });
  rmSync(big, { recursive: true, force: true });
  console.log("Hinweis: public/ enthält jetzt den Benchmark-Build; vor Tests neu bauen (npm run build).");
}
