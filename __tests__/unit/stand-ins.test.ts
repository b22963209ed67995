/**
 * @jest-environment node
 *
 * Issue 40, a named stand-in: the DJs of content/standins fill {vertretung} ("A oder B"), a text
 * naming the token without any stand-in fails check:content naming file and field, and check:launch
 * lists the sample stand-ins.
 */
import fs from "fs";
import os from "os";
import path from "path";
import yaml from "js-yaml";
import { formatIssue, readContentFiles, validateFiles, type ContentFile } from "../../src/checks/validate";
import { sampleStandInIssues } from "../../src/checks/sample-content";
import { launchIssues } from "../../scripts/launch/check";
import { contentTokens, knownTokens, standInNames } from "../../gatsby/token-values";
import { buildTokens, BUILD_DAY_ID } from "../../gatsby/tokens";
import { fillTokens, tokensIn } from "../../src/model/tokens";

const root = path.resolve(__dirname, "../..");
const contentDir = path.join(root, "content");
const exists = (p: string) => fs.existsSync(path.resolve(root, p));
const baseline = (): ContentFile[] => readContentFiles(contentDir, root);
const load = (file: string) => yaml.load(fs.readFileSync(path.join(contentDir, file), "utf8"));
const shipped = fs
  .readdirSync(path.join(contentDir, "standins"))
  .filter((n) => n.endsWith(".yaml"))
  .map((n) => ({ file: `content/standins/${n}`, ...(load(`standins/${n}`) as { id: string; name: string }) }));

describe("{vertretung}: the stand-ins' names in German", () => {
  it("joins one, two and three names as a sentence needs them, and none as nothing", () => {
    expect(standInNames([])).toBe("");
    expect(standInNames(["Anna Beck"])).toBe("Anna Beck");
    expect(standInNames(["Anna Beck", "Ole Sand"])).toBe("Anna Beck oder Ole Sand");
    expect(standInNames(["Anna Beck", "Ole Sand", "Mia Lund"])).toBe("Anna Beck, Ole Sand oder Mia Lund");
  });

  it("is a known token, filled from the stand-ins given", () => {
    const site = load("site/site.yaml") as never;
    const prices = load("packages/packages.yaml") as never;
    expect(knownTokens(prices)).toContain("vertretung");
    const values = contentTokens({
      site,
      prices,
      availability: { updatedAt: "", booked: [] },
      now: new Date("2026-11-27T10:00:00Z"),
      standIns: ["Anna Beck", "Ole Sand"],
    });
    expect(fillTokens("Dann springt {vertretung} für mich ein.", values)).toBe(
      "Dann springt Anna Beck oder Ole Sand für mich ein.",
    );
  });

  it("the build reads the stand-ins through the node model, ordered by id", async () => {
    const nodes: Record<string, unknown> = {
      SiteYaml: load("site/site.yaml"),
      PackagesYaml: load("packages/packages.yaml"),
      AvailabilityYaml: { updatedAt: "", booked: [] },
    };
    const standIns = [
      { yamlId: "zoe", name: "Zoe Zander" },
      { yamlId: "anton", name: "Anton Alt" },
    ];
    const built = await buildTokens({
      findOne: async ({ type }) => nodes[type] ?? null,
      getNodeById: ({ id }) => (id === BUILD_DAY_ID ? { day: "2026-11-27" } : null),
      findAll: async ({ type }) => ({ entries: type === "StandinsYaml" ? standIns : [] }),
    });
    expect(built?.values.vertretung).toBe("Anton Alt oder Zoe Zander");
  });

  it("the shipped illness answers name the shipped stand-ins", () => {
    expect(shipped.length).toBeGreaterThan(0);
    const using = baseline().filter((f) => f.path.endsWith(".yaml") && tokensIn(f.text).includes("vertretung"));
    expect(using.length).toBeGreaterThan(0);
  });
});

describe("check:content: {vertretung} without a stand-in", () => {
  const answer: ContentFile = {
    path: "content/faqs/faqs.yaml",
    text: [
      "- id: krank",
      "  question: Was passiert, wenn Sie krank werden?",
      "  answer: Dann springt {vertretung} für mich ein.",
    ].join("\n"),
  };
  const withoutStandIns = () =>
    baseline().filter((f) => !f.path.startsWith("content/standins/") && f.path !== answer.path);

  it("fails naming the file and field of every text that uses the token", () => {
    const found = validateFiles([...withoutStandIns(), answer], exists)
      .map(formatIssue)
      .filter((m) => m.includes("{vertretung}"));
    const users = baseline().filter(
      (f) => !f.path.startsWith("content/standins/") && tokensIn(f.text).includes("vertretung"),
    );
    for (const file of users) expect(found.some((m) => m.startsWith(file.path))).toBe(true);
    const own = found.filter((m) => m.startsWith(answer.path));
    expect(own).toHaveLength(1);
    expect(own[0]).toContain("Feld „answer“");
    expect(own[0]).toContain("keine Vertretung");
  });

  it("passes while at least one stand-in exists", () => {
    const found = validateFiles(baseline(), exists)
      .map(formatIssue)
      .filter((m) => m.includes("keine Vertretung"));
    expect(found).toEqual([]);
  });
});

describe("check:launch: sample stand-ins", () => {
  it("lists each stand-in marked sample, by name, and no other", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "launch-standins-"));
    try {
      fs.mkdirSync(path.join(dir, "standins"));
      fs.writeFileSync(path.join(dir, "standins/a.yaml"), "id: a\nname: Anna Beck\nsample: true\n");
      fs.writeFileSync(path.join(dir, "standins/b.yaml"), "id: b\nname: Ole Sand\n");
      expect(sampleStandInIssues(dir, dir).map((i) => [i.file, i.entry, i.field])).toEqual([
        ["standins/a.yaml", "„Anna Beck“", "sample"],
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("check:launch names every shipped sample stand-in", () => {
    const samples = shipped.filter((s) => (load(s.file.replace("content/", "")) as { sample?: boolean }).sample);
    const listed = launchIssues(contentDir, { root }).filter((i) => i.file?.startsWith("content/standins/"));
    expect(listed.map((i) => i.file).sort()).toEqual(samples.map((s) => s.file).sort());
    for (const s of samples) expect(listed.some((i) => i.where.includes(s.name))).toBe(true);
  });
});
