/**
 * @jest-environment node
 */
import React from "react";
import { renderToString } from "react-dom/server";
import { Helmet } from "react-helmet";
import { helmetFirst, renderHelmetHead } from "../../gatsby/helmet";

/**
 * The pages' <Helmet> tags reach the static HTML through gatsby-ssr.tsx instead of
 * gatsby-plugin-react-helmet (which warned on every build). Same tags, same place in the head.
 */
function renderPage(): { head: React.ReactElement[]; html: Record<string, unknown> } {
  renderToString(
    <Helmet htmlAttributes={{ lang: "de" }}>
      <title>Kontakt – Event DJ Hamburg</title>
      <meta name="description" content="Anfrage stellen" />
      <link rel="canonical" href="https://www.example.org/kontakt" />
    </Helmet>,
  );
  const head: React.ReactElement[] = [];
  let html: Record<string, unknown> = {};
  renderHelmetHead({
    setHeadComponents: (c) => head.push(...(c as React.ReactElement[][]).flat()),
    setHtmlAttributes: (a) => (html = { ...html, ...a }),
    setBodyAttributes: () => undefined,
  });
  return { head, html };
}

describe("the page head without gatsby-plugin-react-helmet", () => {
  it("writes the page's title, meta and link tags and its html attributes", () => {
    const { head, html } = renderPage();
    const markup = renderToString(<>{head}</>);
    expect(markup).toContain('<title data-react-helmet="true">Kontakt – Event DJ Hamburg</title>');
    expect(markup).toContain('name="description" content="Anfrage stellen"');
    expect(markup).toContain('rel="canonical" href="https://www.example.org/kontakt"');
    expect(html).toMatchObject({ lang: "de" });
  });

  it("resets between pages: the next page does not inherit the title", () => {
    expect(renderToString(<>{renderPage().head}</>)).toContain("Kontakt");
    renderToString(<p>ohne Helmet</p>);
    const head: unknown[] = [];
    renderHelmetHead({
      setHeadComponents: (c) => head.push(...(c as unknown[])),
      setHtmlAttributes: () => undefined,
      setBodyAttributes: () => undefined,
    });
    expect(renderToString(<>{head as React.ReactElement[]}</>)).not.toContain("Kontakt");
  });

  it("keeps the order the plugin produced: generator, page metas, other metas, page title and links, the rest", () => {
    const { head } = renderPage();
    const others = [
      <meta key="g" name="generator" content="Gatsby" />,
      <style key="s" />,
      <meta key="t" name="theme-color" content="#000" />,
      <link key="i" rel="icon" href="/i.png" />,
    ];
    const ordered = helmetFirst([others[0], others[1], others[2], others[3], ...head]);
    const names = ordered.map((c) => `${c.type}:${(c.props as Record<string, string>).name ?? (c.props as Record<string, string>).rel ?? ""}`);
    expect(names).toEqual(["meta:generator", "meta:description", "meta:theme-color", "title:", "link:canonical", "style:", "link:icon"]);
  });
});
