/** @jest-environment node */
/**
 * The local editor (`npm run cms`, i.e. `gatsby develop`) shows what will be published without a
 * restart: a scheduled article appears when its publishedAt passes (gatsby/develop-clock.ts), and a
 * brand colour shows as soon as site.yaml is saved (gatsby/brand-content.ts → withLiveBrandColours).
 */
import fs from "fs";
import os from "os";
import path from "path";
import yaml from "js-yaml";
import webpack from "webpack";
import { behindTheClock, followTheClock, onCreateDevServer, FOLLOWS_CLOCK_ENV } from "../../gatsby/develop-clock";
import { BUILD_TIME_ENV, buildTime } from "../../src/model/publish-time";
import { publishedArticles, type SchedulableArticle } from "../../gatsby/publishing";
import { withLiveBrandColours } from "../../gatsby/brand-content";

const ROOT = path.resolve(__dirname, "../..");
const SITE = yaml.load(fs.readFileSync(path.join(ROOT, "content/site/site.yaml"), "utf8")) as Record<string, unknown>;

/** An article as Gatsby's node store holds it; its time as Decap writes it (with offset). */
const article = (slug: string, publishedAt: string): SchedulableArticle => ({
  id: slug,
  frontmatter: { slug, publishedAt },
});
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, "+00:00");

describe("the local editor follows the clock (scheduled articles)", () => {
  const START = Date.parse("2026-11-20T09:00:00Z");
  afterEach(() => jest.useRealTimers());

  it("knows when the site lags: an article went live after the pinned now, or the day changed", () => {
    const pinned = new Date(START);
    const inAMinute = iso(START + 60_000);
    expect(behindTheClock([inAMinute], pinned, new Date(START + 30_000))).toBe(false);
    expect(behindTheClock([inAMinute], pinned, new Date(START + 60_000))).toBe(true);
    // Published before the pin: already on the site.
    expect(behindTheClock([iso(START - 1)], pinned, new Date(START + 60_000))).toBe(false);
    // Nothing scheduled, but a new day in Hamburg (tokens, past days of the availability list).
    expect(behindTheClock([], pinned, new Date(Date.parse("2026-11-20T23:30:00Z")))).toBe(true);
  });

  it("an article scheduled a minute after the start is published within seconds of its time, once", async () => {
    jest.useFakeTimers({ now: START });
    const env: NodeJS.ProcessEnv = { [BUILD_TIME_ENV]: new Date(START).toISOString() };
    const articles = [article("schon-da", iso(START - 86_400_000)), article("geplant", iso(START + 60_000))];
    const published = () => publishedArticles(articles, buildTime(env)).map((a) => a.frontmatter.slug);
    const refresh = jest.fn(async () => undefined);
    const stop = followTheClock({
      env,
      publishedAt: () => articles.map((a) => a.frontmatter.publishedAt),
      refresh,
      now: () => new Date(Date.now()),
    });
    try {
      expect(published()).toEqual(["schon-da"]);
      await jest.advanceTimersByTimeAsync(50_000);
      expect(refresh).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(20_000);
      expect(refresh).toHaveBeenCalledTimes(1);
      // The refresh runs with the new "now": sourceNodes, createPages and the resolvers see the article.
      expect(published()).toEqual(["geplant", "schon-da"]);
      await jest.advanceTimersByTimeAsync(60_000);
      expect(refresh).toHaveBeenCalledTimes(1);

      // Saved while the editor runs, with a time already past: appears without waiting for a restart.
      articles.push(article("nachgetragen", iso(Date.now() - 5_000)));
      await jest.advanceTimersByTimeAsync(15_000);
      expect(refresh).toHaveBeenCalledTimes(2);
      expect(published()).toContain("nachgetragen");
    } finally {
      stop();
    }
  });

  it("asks the develop server to read the site's own data again, with the token of this run", async () => {
    jest.useFakeTimers({ now: START });
    const saved = { ...process.env };
    Object.assign(process.env, {
      [FOLLOWS_CLOCK_ENV]: "1",
      ENABLE_GATSBY_REFRESH_ENDPOINT: "true",
      GATSBY_REFRESH_TOKEN: "token-dieses-laufs",
      [BUILD_TIME_ENV]: new Date(START).toISOString(),
    });
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200 }) as Response);
    const realFetch = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    const intervals = jest.spyOn(global, "setInterval");
    try {
      const args = {
        store: { getState: () => ({ program: { host: "localhost", port: 8123 } }) },
        getNodesByType: () => [{ frontmatter: { publishedAt: iso(START + 20_000) } }],
        reporter: { info: jest.fn(), warn: jest.fn() },
      };
      onCreateDevServer!(args as never, {} as never, () => undefined);
      await jest.advanceTimersByTimeAsync(30_000);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock).toHaveBeenCalledWith("http://localhost:8123/__refresh/default-site-plugin", {
        method: "POST",
        headers: { authorization: "token-dieses-laufs" },
      });
      expect(Date.parse(process.env[BUILD_TIME_ENV]!)).toBeGreaterThanOrEqual(START + 20_000);
      for (const call of intervals.mock.results) clearInterval(call.value as NodeJS.Timeout);

      // Started without `npm run cms` (or with BUILD_TIME pinned on purpose): the time stays as pinned.
      intervals.mockClear();
      delete process.env[FOLLOWS_CLOCK_ENV];
      onCreateDevServer!(args as never, {} as never, () => undefined);
      expect(intervals).not.toHaveBeenCalled();
    } finally {
      intervals.mockRestore();
      global.fetch = realFetch;
      for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
      Object.assign(process.env, saved);
    }
  });
});

describe("the local editor shows saved brand colours", () => {
  /** A content folder with site.yaml, its brand colours as given. */
  const writeBrand = (dir: string, brand: { accent: string; highlight: string }) =>
    fs.writeFileSync(path.join(dir, "site/site.yaml"), yaml.dump({ ...SITE, brand }));

  it("a colour saved in site.yaml recompiles the bundle with it, without a restart", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "live-brand-"));
    const content = path.join(dir, "content");
    fs.mkdirSync(path.join(content, "site"), { recursive: true });
    writeBrand(content, { accent: "#3ba4ff", highlight: "#8a1040" });
    // The module of the site that reads the colours (src/styles/brand.ts), reduced to the reading.
    fs.writeFileSync(
      path.join(dir, "entry.js"),
      "export const colours = [process.env.GATSBY_BRAND_ACCENT, process.env.GATSBY_BRAND_HIGHLIGHT];\n",
    );
    // As Gatsby configures `gatsby develop`: the variables as they were when it started.
    const gatsbyDefine = new webpack.DefinePlugin({
      "process.env": "({})",
      "process.env.GATSBY_BRAND_ACCENT": JSON.stringify("#3ba4ff"),
      "process.env.GATSBY_BRAND_HIGHLIGHT": JSON.stringify("#8a1040"),
      "process.env.GATSBY_OTHER": JSON.stringify("bleibt"),
    });
    const config = withLiveBrandColours(
      {
        mode: "development" as const,
        context: dir,
        entry: "./entry.js",
        output: { path: path.join(dir, "out"), filename: "bundle.js" },
        devtool: false as const,
        plugins: [gatsbyDefine],
      },
      content,
    );
    expect(config.plugins).not.toContain(gatsbyDefine);
    const bundle = () => fs.readFileSync(path.join(dir, "out/bundle.js"), "utf8");

    const compiler = webpack(config);
    const builds: (() => void)[] = [];
    let count = 0;
    const watching = compiler.watch({ aggregateTimeout: 20, poll: 50 }, (error) => {
      if (error) throw error;
      count += 1;
      builds.splice(0).forEach((done) => done());
    });
    const nextBuild = () => new Promise<void>((resolve) => builds.push(resolve));
    try {
      await nextBuild();
      expect(bundle()).toContain('"#3ba4ff"');
      const first = count;
      writeBrand(content, { accent: "#ffd166", highlight: "#8a1040" });
      await nextBuild();
      expect(count).toBeGreaterThan(first);
      expect(bundle()).toContain('"#ffd166"');
      expect(bundle()).not.toContain('"#3ba4ff"');
    } finally {
      await new Promise((resolve) => watching.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it("leaves every other variable as Gatsby set it", () => {
    const define = new webpack.DefinePlugin({ "process.env.GATSBY_OTHER": '"bleibt"' });
    const [replaced] = withLiveBrandColours({ plugins: [define] }, path.join(ROOT, "content")).plugins as unknown as {
      definitions: Record<string, unknown>;
    }[];
    expect(replaced.definitions["process.env.GATSBY_OTHER"]).toBe('"bleibt"');
    expect(Object.keys(replaced.definitions)).toEqual(
      expect.arrayContaining(["process.env.GATSBY_BRAND_ACCENT", "process.env.GATSBY_BRAND_HIGHLIGHT"]),
    );
  });
});
