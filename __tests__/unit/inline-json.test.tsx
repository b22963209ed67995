/**
 * @jest-environment node
 */
import React from "react";
import { renderToString } from "react-dom/server";
import { Helmet } from "react-helmet";
import { useStaticQuery } from "gatsby";
import { Seo } from "../../src/components/Seo";
import { escapeInlineJson, inlineJson } from "../../src/lib/inline-json";
import { faqPage } from "../../src/lib/json-ld";

jest.mock("gatsby", () => jest.requireActual("../../__mocks__/gatsby"));

/** What a stolen CMS login or a careless paste puts into an FAQ answer (issue 49). */
const HOSTILE = "Gern!</script><script>document.documentElement.dataset.pwned=document.domain</script>";

describe("inline JSON cannot end its script", () => {
  it("escapes <, >, &, U+2028 and U+2029 and reads back as the same value", () => {
    const value = { text: `a</script><!--b&c\u2028d\u2029e`, n: 1 };
    const json = inlineJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain("\\u003c/script\\u003e\\u003c!--b\\u0026c\\u2028d\\u2029e");
    expect(JSON.parse(json)).toEqual(value);
  });

  it("leaves JSON without those characters as JSON.stringify writes it", () => {
    expect(escapeInlineJson(JSON.stringify({ a: "Grüße – 100 €" }))).toBe(JSON.stringify({ a: "Grüße – 100 €" }));
  });

  it("the page head's JSON-LD with a hostile FAQ answer stays one data block that parses", () => {
    (useStaticQuery as jest.Mock).mockReturnValue({ site: { siteMetadata: { siteUrl: "https://dj.example" } } });
    const data = faqPage([{ question: "Spielen Sie Wünsche?", answer: HOSTILE }]);
    renderToString(<Seo title="T" description="D" path="/" jsonLd={[data]} />);
    const head = Helmet.renderStatic().script.toString();
    const scripts = [...head.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0][1]).toContain('type="application/ld+json"');
    expect(JSON.parse(scripts[0][2])).toEqual(JSON.parse(JSON.stringify(data)));
    expect(head).not.toContain("dataset.pwned=document.domain</script>");
  });
});
