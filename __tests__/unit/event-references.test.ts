/**
 * @jest-environment node
 *
 * Issue 40: an event (content/events) names its venue and town by ids of other collections; an id
 * nobody has fails check:content naming file and field. Sample events are listed by check:launch.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { formatIssue, readContentFiles, validateFiles, type ContentFile } from "../../src/checks/validate";
import { sampleEventIssues, sampleReferenceIssues } from "../../src/checks/sample-content";

const root = path.resolve(__dirname, "../..");
const exists = (p: string) => fs.existsSync(path.resolve(root, p));
const baseline = (): ContentFile[] => readContentFiles(path.join(root, "content"), root);

/** An event as an editor would add it through /admin, with the given venue and town fields. */
const eventFile = (fields: string): ContentFile => ({
  path: "content/events/2099-01-01-test.yaml",
  text: [
    "id: 2099-01-01-test",
    "title: Testfeier",
    "date: 2025-03-01",
    "eventType: hochzeit",
    "guests: 50",
    "story: Eine kurze Geschichte.",
    fields,
  ].join("\n"),
});
const messages = (extra: ContentFile) => validateFiles([...baseline(), extra], exists).map(formatIssue);

describe("check:content: references of an event", () => {
  it("the shipped events are valid, however many there are", () => {
    expect(
      validateFiles(baseline(), exists)
        .map(formatIssue)
        .filter((m) => m.includes("content/events/")),
    ).toEqual([]);
  });

  it("an event naming a known location and city page passes", () => {
    const file = eventFile("location: gut-basthorst\ncity: kiel");
    expect(messages(file).filter((m) => m.startsWith(file.path))).toEqual([]);
  });

  it("an unknown location id fails, naming file and field", () => {
    const file = eventFile("location: schloss-nirgendwo\ntownName: Hamburg");
    const found = messages(file).filter((m) => m.startsWith(file.path));
    expect(found).toHaveLength(1);
    expect(found[0]).toContain("Feld „location“");
    expect(found[0]).toContain("schloss-nirgendwo");
    // The model's advice: a venue not in the list goes into the plain name field.
    expect(found[0]).toContain("„Name der Location“ ausfüllen");
  });

  it("an unknown city slug fails, naming file and field", () => {
    const file = eventFile("venueName: Festsaal\ncity: atlantis");
    const found = messages(file).filter((m) => m.startsWith(file.path));
    expect(found).toHaveLength(1);
    expect(found[0]).toContain("Feld „city“");
    expect(found[0]).toContain("atlantis");
    expect(found[0]).toContain("„Ort“ ausfüllen");
  });
});

describe("check:launch: sample events", () => {
  it("lists each event marked sample and no other", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sample-content-"));
    try {
      fs.mkdirSync(path.join(dir, "events"));
      fs.writeFileSync(path.join(dir, "events/a.yaml"), "title: Beispiel\nsample: true\n");
      fs.writeFileSync(path.join(dir, "events/b.yaml"), "title: Echt\n");
      const issues = sampleEventIssues(dir, dir);
      expect(issues.map((i) => [i.file, i.field])).toEqual([["events/a.yaml", "sample"]]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("lists every shipped sample event", () => {
    const dir = path.join(root, "content/events");
    const samples = fs
      .readdirSync(dir)
      .filter((n) => /\.ya?ml$/.test(n)) // the CMS keeps uploaded photos in events/images/
      .filter((n) => /\nsample: true\b/.test(fs.readFileSync(path.join(dir, n), "utf8")));
    expect(sampleEventIssues(path.join(root, "content"), root)).toHaveLength(samples.length);
  });
});

describe("check:launch: sample testimonials", () => {
  it("lists each testimonial marked sample", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "launch-testimonials-"));
    try {
      fs.mkdirSync(path.join(dir, "testimonials"));
      fs.writeFileSync(
        path.join(dir, "testimonials/testimonials.yaml"),
        "- name: A\n  text: echt\n- name: B\n  text: Beispiel\n  sample: true\n",
      );
      expect(sampleReferenceIssues(dir, dir).map((i) => i.entry)).toEqual(["Eintrag 2 („B“)"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
