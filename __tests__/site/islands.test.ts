import fs from "fs";
import { htmlFiles, routeOf, parseHtml } from "../support/built-site";

/**
 * The date check and the Preisrechner are islands (src/components/Island.tsx): their code comes when
 * the visitor nears them, so the static HTML must hold them whole, in their place – a working form
 * without JavaScript – and React must not have streamed anything (a large <Suspense> boundary is
 * written at the end of the page behind a placeholder, and only an inline script moves it back).
 */
const pages = htmlFiles().map((file) => ({ route: routeOf(file), html: fs.readFileSync(file, "utf8") }));
const withIslands = pages.filter((p) => p.html.includes("data-island"));
const parsed = new Map<string, Document>();
/** Each page parsed once for all tests (parsing is the slow part of this file). */
const docOf = (html: string) => {
  if (!parsed.has(html)) parsed.set(html, parseHtml(html));
  return parsed.get(html)!;
};

test("the tools' pages are built (home, guide, occasions, Christmas pages, contact)", () => {
  expect(withIslands.map((p) => p.route)).toEqual(
    expect.arrayContaining(["/", "/kontakt", "/event-dj-hamburg-finden"]),
  );
});

test.each(pages.map((p) => [p.route, p.html]))("%s: nothing streamed out of place", (_route, html) => {
  expect(html).not.toMatch(/<template id="[BS]:|<!--\$\?-->|\$RC\(/);
});

test.each(withIslands.map((p) => [p.route, p.html]))(
  "%s: every island holds its part in the HTML, each tool its working form",
  (_route, html) => {
    const doc = docOf(html);
    for (const island of doc.querySelectorAll("[data-island]")) expect(island.children.length).toBeGreaterThan(0);
    const tools = [...doc.querySelectorAll("#termin-pruefen [data-island], #preisrechner [data-island]")];
    for (const tool of tools) {
      const form = tool.querySelector("form");
      expect(form?.getAttribute("action")).toMatch(/^\/kontakt#/);
      expect(tool.querySelector("h2")?.textContent?.trim()).toBeTruthy();
      expect(form!.querySelector('button[type="submit"], button:not([type])')).not.toBeNull();
    }
  },
);

test("the date check and the Preisrechner are islands wherever they are", () => {
  const tools = pages.filter((p) => /id="(termin-pruefen|preisrechner)"/.test(p.html));
  expect(tools.length).toBeGreaterThan(3);
  for (const { html } of tools) {
    const doc = docOf(html);
    for (const section of doc.querySelectorAll("#termin-pruefen, #preisrechner"))
      expect(section.querySelector("[data-island] form")).not.toBeNull();
  }
});
