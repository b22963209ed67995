/** @jest-environment node */
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import styled, { ServerStyleSheet } from "styled-components";
import { markServerStylesActive } from "../../gatsby/server-styles";

const Box = styled.div`
  color: rgb(1, 2, 3);
`;

describe("markServerStylesActive", () => {
  it("marks styled-components' server sheet as active and keeps its rules", () => {
    const sheet = new ServerStyleSheet();
    renderToStaticMarkup(sheet.collectStyles(<Box />));
    const html = renderToStaticMarkup(markServerStylesActive(sheet.getStyleElement()[0]));
    sheet.seal();
    expect(html).toMatch(/^<style data-styled="active" data-styled-version="[\d.]+">/);
    expect(html).toContain("color:rgb(1, 2, 3)");
  });

  it("leaves every other head element as it is", () => {
    const style = <style key="global-css" dangerouslySetInnerHTML={{ __html: "body{margin:0}" }} />;
    const link = <link key="font" rel="preload" href="/f.woff2" as="font" />;
    expect(markServerStylesActive(style)).toBe(style);
    expect(markServerStylesActive(link)).toBe(link);
  });
});
