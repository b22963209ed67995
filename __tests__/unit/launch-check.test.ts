/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import yaml from "js-yaml";
import { spawnSync } from "child_process";
import { LIVE_CMS, REPO_PLACEHOLDER } from "../../src/cms/live-backend";
import { launchIssues, FILL_IN_MARKER } from "../../gatsby/launch-check";
import { emailProblem, looksInvented, phoneProblem, profileUrlProblem, vatIdProblem } from "../../gatsby/launch-values";

const root = path.resolve(__dirname, "../..");
const LIVE_ENV = {
  SITE_URL: "https://www.dj-petersen-hamburg.de",
  GATSBY_ENQUIRY_ENDPOINT: "https://formspree.io/f/xyzabcde",
};

/** The example owner data the project ships with (content/site/site.yaml before launch). */
const EXAMPLE_SITE = {
  businessName: "Event DJ Hamburg – Max Mustermann",
  ownerName: "Max Mustermann",
  street: "Musterstraße 12",
  phone: "040 1234 5678",
  phoneE164: "+494012345678",
  whatsappE164: "+4917612345678",
  email: "kontakt@event-dj-hamburg.example",
  vatId: "DE123456789",
  reviewsUrl: "https://www.provenexpert.com/de-de/",
  businessProfileUrl: "https://www.google.com/maps/search/?api=1&query=Event+DJ+Hamburg",
};

/** What a real owner enters: a real-looking name, address, numbers, domain, a valid USt-IdNr. and profile links. */
const OWNER_SITE = {
  media: {
    showreel: {
      title: "Showreel",
      platform: "youtube",
      id: "Xk3mL9pQ2vA",
      poster: "./showreel-poster.jpg",
      posterAlt: "Jan am DJ-Pult",
      sample: false,
    },
  },
  businessName: "Event DJ Hamburg – Jan Petersen",
  ownerName: "Jan Petersen",
  street: "Bahrenfelder Straße 148",
  postalCode: "22765",
  phone: "040 8537 2296",
  phoneE164: "+494085372296",
  whatsappE164: "+491718842317",
  email: "kontakt@dj-petersen-hamburg.de",
  vatId: "DE287316457",
  reviewsUrl: "https://www.provenexpert.com/jan-petersen-event-dj/",
  businessProfileUrl: "https://maps.app.goo.gl/Xk3f9Qd2pLmZ7vA8",
  reviewSites: [
    { name: "Google", url: "https://g.page/r/CbT3xYz9ABCdEAE/review" },
    { name: "ProvenExpert", url: "https://www.provenexpert.com/jan-petersen-event-dj/" },
  ],
};

/** A copy of content/ with site.yaml's values replaced; the copy is removed after `use`. */
function withSite<T>(values: Record<string, unknown>, use: (dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "launch-check-"));
  try {
    fs.cpSync(path.join(root, "content"), dir, { recursive: true });
    const file = path.join(dir, "site/site.yaml");
    const site = yaml.load(fs.readFileSync(file, "utf8")) as Record<string, unknown> & {
      ratings: Record<string, Record<string, unknown>>;
    };
    const merged = { ...site, ...values };
    if (values.reviewsUrl)
      for (const rating of Object.values(merged.ratings as Record<string, Record<string, unknown>>))
        rating.profileUrl = values.reviewsUrl;
    fs.writeFileSync(file, yaml.dump(merged));
    return use(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const siteFields = (dir: string, env: NodeJS.ProcessEnv = LIVE_ENV) =>
  launchIssues(dir, env, dir)
    .filter((i) => i.file === "site/site.yaml")
    .map((i) => i.field!.replace(/ \(.*\)$/, ""));

describe("check:launch: example data cannot go live", () => {
  it("names site.yaml and every example key of the shipped example data", () => {
    const fields = withSite(EXAMPLE_SITE, (dir) => siteFields(dir));
    expect(fields).toEqual(
      expect.arrayContaining([
        "businessName",
        "ownerName",
        "street",
        "phone",
        "phoneE164",
        "whatsappE164",
        "email",
        "vatId",
        "reviewsUrl",
        "businessProfileUrl",
        "ratings.home.profileUrl",
      ]),
    );
  });

  it("no longer names them with realistic owner data", () => {
    const fields = withSite(OWNER_SITE, (dir) => siteFields(dir));
    expect(fields.filter((f) => !/^(hero|portrait)\./.test(f))).toEqual([]);
  });

  it("exits non-zero with the example data, naming the file, and lists the live settings that are missing", () => {
    withSite(EXAMPLE_SITE, (dir) => {
      const run = spawnSync(
        process.execPath,
        [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/check-launch.ts"],
        {
          cwd: root,
          env: { ...process.env, CONTENT_PATH: dir, SITE_URL: "", GATSBY_ENQUIRY_ENDPOINT: "" },
          encoding: "utf8",
        },
      );
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/site\/site\.yaml, Feld „vatId“: „DE123456789“ ist eine bekannte Beispielnummer/);
      expect(run.stderr).toMatch(/Umgebungsvariable, Feld „SITE_URL“/);
      const report = spawnSync(
        process.execPath,
        [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/check-launch.ts", "--report"],
        {
          cwd: root,
          env: { ...process.env, CONTENT_PATH: dir },
          encoding: "utf8",
        },
      );
      expect(report.status).toBe(0);
      expect(report.stdout).toMatch(/Feld „vatId“/);
    });
  }, 30_000);

  it("allows an empty VAT ID (a small business without one), not an example or a wrong check digit", () => {
    expect(vatIdProblem("")).toBeNull();
    expect(vatIdProblem("DE 287 316 457")).toBeNull();
    expect(vatIdProblem("DE123456789")).toMatch(/Beispielnummer/);
    expect(vatIdProblem("DE287316458")).toMatch(/Prüfziffer/);
    expect(vatIdProblem("AT U12345678")).toMatch(/keine gültige deutsche/);
  });

  it("recognises invented and invalid phone numbers, and a landline given for WhatsApp", () => {
    expect(looksInvented("+494012345678")).toBe(true);
    expect(looksInvented("+494085372296")).toBe(false);
    expect(phoneProblem("040 8537 2296")).toBeNull();
    expect(phoneProblem("040 12")).toMatch(/keine gültige/);
    expect(phoneProblem("+494085372296", true)).toMatch(/keine Mobilfunknummer/);
  });

  it("recognises e-mail on example and test domains", () => {
    for (const mail of ["info@dj.example", "a@example.com", "a@test", "kontakt@beispiel.de"])
      expect(emailProblem(mail)).not.toBeNull();
    expect(emailProblem("kontakt@dj-petersen-hamburg.de")).toBeNull();
  });

  it("recognises review links that are a search or a platform's home page", () => {
    expect(profileUrlProblem("https://www.google.com/maps/search/?api=1&query=Event+DJ+Hamburg")).toMatch(/Suche/);
    expect(profileUrlProblem("https://www.provenexpert.com/de-de/")).toMatch(/Startseite/);
    expect(profileUrlProblem("https://www.google.com/")).toMatch(/Startseite/);
    expect(profileUrlProblem("https://www.google.com/maps/place/Event+DJ+Petersen/@53.55,9.93,17z")).toBeNull();
    expect(profileUrlProblem("https://www.provenexpert.com/jan-petersen-event-dj/")).toBeNull();
  });

  it(`lists every content value marked „${FILL_IN_MARKER}“ with its file and key`, () => {
    withSite(OWNER_SITE, (dir) => {
      const file = path.join(dir, "texts/texts.yaml");
      const texts = yaml.load(fs.readFileSync(file, "utf8")) as { footer: Record<string, string> };
      texts.footer.imprint = `Impressum (${FILL_IN_MARKER})`;
      fs.writeFileSync(file, yaml.dump(texts));
      expect(launchIssues(dir, LIVE_ENV, dir)).toContainEqual(
        expect.objectContaining({ file: "texts/texts.yaml", field: "footer.imprint" }),
      );
    });
  });

  it("lists the live editor's repository while it is the placeholder or no owner/name", () => {
    const cmsIssues = (repo: string) =>
      withSite(OWNER_SITE, (dir) =>
        launchIssues(dir, LIVE_ENV, dir, { ...LIVE_CMS, repo }).filter((i) => i.file === "src/cms/live-backend.ts"),
      );
    expect(cmsIssues(REPO_PLACEHOLDER)).toEqual([
      expect.objectContaining({ field: "repo", message: expect.stringMatching(/Platzhalter/) }),
    ]);
    expect(cmsIssues("https://github.com/jan-petersen/website")).toEqual([expect.objectContaining({ field: "repo" })]);
    expect(cmsIssues("jan-petersen/event-dj-website")).toEqual([]);
  });

  it("lists a missing or local form endpoint and site address", () => {
    const env = (vars: NodeJS.ProcessEnv) =>
      withSite(OWNER_SITE, (dir) =>
        launchIssues(dir, vars, dir)
          .filter((i) => i.file === "Umgebungsvariable")
          .map((i) => i.field),
      );
    expect(env({})).toEqual(["SITE_URL", "GATSBY_ENQUIRY_ENDPOINT"]);
    expect(
      env({
        SITE_URL: "https://www.event-dj-hamburg.example",
        GATSBY_ENQUIRY_ENDPOINT: "http://127.0.0.1:9001/anfrage",
      }),
    ).toEqual(["SITE_URL", "GATSBY_ENQUIRY_ENDPOINT"]);
    expect(env(LIVE_ENV)).toEqual([]);
  });
});
