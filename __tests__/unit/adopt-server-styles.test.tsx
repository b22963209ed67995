import React from "react";
import { render } from "@testing-library/react";
import styled, { ServerStyleSheet, StyleSheetManager, __PRIVATE__ } from "styled-components";
import { adoptServerStyles } from "../../src/lib/adopt-server-styles";

const Box = styled.div<{ $tone?: "warm" }>`
  color: ${({ $tone }) => ($tone === "warm" ? "rgb(200, 100, 0)" : "rgb(1, 2, 3)")};
`;

/** The page as the build sends it: the server's sheet, marked active (gatsby/server-styles.ts). */
function serverPage(ui: React.ReactElement): void {
  // The server's sheet collects what a render inserts (rendered here, as jsdom has no stream renderer).
  const server = new ServerStyleSheet();
  render(server.collectStyles(ui)).unmount();
  const tags = server.getStyleTags().replace(/data-styled="[^"]*"/, 'data-styled="active"');
  server.seal();
  document.head.innerHTML = tags;
}

/** Every rule text in the document's styled-components tags. */
const styledRules = () =>
  [...document.querySelectorAll("style[data-styled]")].flatMap((tag) =>
    (tag.textContent ?? "").split("/*!sc*/").filter((r) => r.includes("color:")),
  );

afterEach(() => {
  document.head.innerHTML = "";
});

describe("adoptServerStyles", () => {
  it("registers the server sheet's classes, so hydrating inserts none of them again", () => {
    serverPage(<Box />);
    expect(styledRules()).toHaveLength(1);
    const sheet = new __PRIVATE__.StyleSheet({ useCSSOMInjection: false });
    expect(adoptServerStyles(document, sheet)).toBe(1);
    render(
      <StyleSheetManager sheet={sheet}>
        <Box />
      </StyleSheetManager>,
    );
    expect(styledRules()).toHaveLength(1);
  });

  it("still inserts a class the server did not render", () => {
    serverPage(<Box />);
    const sheet = new __PRIVATE__.StyleSheet({ useCSSOMInjection: false });
    adoptServerStyles(document, sheet);
    render(
      <StyleSheetManager sheet={sheet}>
        <Box $tone="warm" />
      </StyleSheetManager>,
    );
    const rules = styledRules();
    expect(rules).toHaveLength(2);
    expect(rules.filter((r) => r.includes("rgb(200, 100, 0)"))).toHaveLength(1);
  });

  it("without it, the runtime inserts the server's rule a second time (what it prevents)", () => {
    serverPage(<Box />);
    const sheet = new __PRIVATE__.StyleSheet({ useCSSOMInjection: false });
    render(
      <StyleSheetManager sheet={sheet}>
        <Box />
      </StyleSheetManager>,
    );
    expect(styledRules()).toHaveLength(2);
  });

  it("reads nothing from a page without a server sheet (the CMS, a develop page)", () => {
    document.head.innerHTML = '<style data-styled="true">.x{color:red}</style>';
    expect(adoptServerStyles(document, new __PRIVATE__.StyleSheet({ useCSSOMInjection: false }))).toBe(0);
  });
});
