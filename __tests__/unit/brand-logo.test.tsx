import React from "react";
import { render } from "@testing-library/react";
import { Header } from "../../src/components/Header/Header";

// A build with a logo in content (gatsby/brand.ts sets GATSBY_BRAND_LOGO*): the header shows it
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
