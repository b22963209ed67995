import React from "react";
import { render } from "@testing-library/react";
import { Header } from "../../src/components/Header/Header";

// A build with a logo in content (gatsby/brand-content.ts sets GATSBY_BRAND_LOGO*): the header shows it
// instead of the drawn mark, with its box fixed by width and height.
jest.mock("../../src/styles/brand", () => ({
  ...jest.requireActual("../../src/styles/brand"),
  BRAND: {
    accent: "#ffb020",
    highlight: "#c2185b",
    logo: { src: "/brand/logo-0123456789.svg", width: 68, height: 34 },
  },
}));
jest.mock("../../src/hooks/useSiteFacts", () => ({
  useSiteFacts: () => ({ businessName: "DJ Jan – Jan Petersen" }),
}));

it("shows the owner's logo from content in the header, sized, beside the name", () => {
  const { container, getByRole } = render(<Header pathname="/" />);
  const logo = container.querySelector("img")!;
  expect(logo.getAttribute("src")).toBe("/brand/logo-0123456789.svg");
  expect([logo.getAttribute("width"), logo.getAttribute("height")]).toEqual(["68", "34"]);
  expect(logo.getAttribute("alt")).toBe("");
  expect(getByRole("link", { name: /DJ Jan/ })).toContainElement(logo);
});

// A very wide logo (2000 × 100 px: 680 px wide at the header's height) must not make a 320 px phone
// scroll sideways: the image never gets wider than its box, keeps its height and its proportions, and
// the link around it shrinks to the space the header leaves (it does not clip: that would cut the ring
// of the drawn mark). The rules hold for any logo's size (jsdom lays nothing out), so the logo mocked
// above stands in for the wide one.
it("keeps a wide logo inside its box: max width 100 %, fixed max height, contained, shrinking with its link", () => {
  const { container } = render(<Header pathname="/" />);
  const logo = container.querySelector("img")!;
  const image = getComputedStyle(logo);
  expect({
    maxWidth: image.maxWidth,
    maxHeight: image.maxHeight,
    objectFit: image.getPropertyValue("object-fit"),
    minWidth: image.minWidth,
  }).toEqual({ maxWidth: "100%", maxHeight: "34px", objectFit: "contain", minWidth: "0" });
  const link = getComputedStyle(logo.closest("a")!);
  expect({ minWidth: link.minWidth, maxWidth: link.maxWidth }).toEqual({ minWidth: "0", maxWidth: "100%" });
});
