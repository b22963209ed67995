/**
 * The site a later build date produces: a real `gatsby build` of a copy of the project with
 * BUILD_TIME in the next season and nothing booked in its December. The season in the Christmas
 * titles, the copyright year and the scarcity banner must follow the date and the availability –
 * no fixed string can survive it.
 */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { JSDOM } from "jsdom";
import { buildIn, projectCopy } from "../support/project-copy";

const BUILD_TIME = "2027-11-20T08:00:00+01:00";
let work: string;
let build: ReturnType<typeof buildIn>;

const page = (route: string) => new JSDOM(fs.readFileSync(path.join(work, "public", route, "index.html"), "utf8")).window.document;

beforeAll(() => {
  work = projectCopy("dated-build-");
  const file = path.join(work, "content/availability/availability.yaml");
  const availability = yaml.load(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
  // Booked days only outside December 2027: no scarcity to claim.
  fs.writeFileSync(file, yaml.dump({ ...availability, updatedAt: "2027-11-15", booked: ["2027-11-27", "2028-01-15"], tentative: ["2027-11-26"] }));
  build = buildIn(work, { BUILD_TIME, GATSBY_ENQUIRY_ENDPOINT: "http://127.0.0.1:9787/anfrage" });
}, 600_000);

afterAll(() => {
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

test("the build succeeds", () => {
  expect(build.stderr.slice(-2000)).not.toMatch(/ERROR/);
  expect(build.status).toBe(0);
});

const christmasPages = () => fs.readdirSync(path.join(work, "public")).filter((d) => d.startsWith("weihnachtsfeier-dj-"));

test("Christmas pages name the season of the build date in their title and show no scarcity claim", () => {
  expect(christmasPages().length).toBeGreaterThan(0);
  for (const route of christmasPages()) {
    const doc = page(route);
    expect(doc.title).not.toMatch(/20(2[0-6])\s*\/\s*20\d\d/);
    if (/\d{4}\s*\/\s*\d{4}/.test(doc.title)) expect(doc.title).toContain("2027/2028");
    expect(doc.querySelector('[data-testid="availability-text"]')).toBeNull();
    expect(doc.body.textContent).not.toMatch(/\d+ % der (Freitage|beliebten Termine)/);
  }
});

test("the copyright line runs to the build year", () => {
  const footer = page(".").querySelector("footer")?.textContent ?? "";
  expect(footer).toMatch(/© (20\d\d–)?2027 /);
});
