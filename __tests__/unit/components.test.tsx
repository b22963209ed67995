import React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import { theme } from "../../src/styles/theme";
import { Accordion } from "../../src/components/Accordion";
import { PackagePricing } from "../../src/components/Pricing";

const wrap = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe("FAQ accordion", () => {
  const items = [
    { question: "Wie früh buchen?", answer: "Zwei bis drei Monate vorher." },
    { question: "Welche Musik?", answer: "Von Weihnachtsklassikern bis Charts." },
  ];

  it("is native details/summary in one exclusive group, with every answer in the HTML", () => {
    const { container } = wrap(<Accordion items={items} />);
    const details = [...container.querySelectorAll("details")];
    expect(details).toHaveLength(2);
    expect(new Set(details.map((d) => d.getAttribute("name"))).size).toBe(1); // one group: one open at a time
    expect(details[0].getAttribute("name")).toBeTruthy();
    expect(details.every((d) => !d.open)).toBe(true);
    expect(screen.getByRole("heading", { level: 3, name: "Wie früh buchen?" }).closest("summary")).not.toBeNull();
    expect(details[1]).toHaveTextContent("Von Weihnachtsklassikern bis Charts.");
  });
});

describe("package pricing with the private/business toggle", () => {
  const packages = [
    { id: "basic", name: "Basic", netPrice: 990, durationHours: 4, features: ["DJ-Equipment"], popular: false },
    { id: "premium", name: "Premium", netPrice: 1390, durationHours: 6, features: ["Lichtshow"], popular: true },
  ];

  it("puts both prices in the HTML, marked for CSS, with private customers checked by default", () => {
    wrap(<PackagePricing packages={packages} vatRate={0.19} ctaLabel="Angebot anfordern" durationPrefix="bis zu " />);
    const premium = screen.getByTestId("package-premium");
    expect(screen.getByRole("radio", { name: "Privatkunde" })).toBeChecked();
    // Own figures: 1390 × 1.19 = 1654.1 → 1.654
    expect(within(premium).getByText("ab 1.654€ inkl. MwSt.")).toHaveAttribute("data-customer", "private");
    expect(within(premium).getByText("ab 1.390€ zzgl. 19% MwSt.")).toHaveAttribute("data-customer", "business");
    expect(within(premium).getByText("Beliebteste Wahl")).toBeInTheDocument();
    expect(within(premium).getByText("bis zu 6 Stunden")).toBeInTheDocument();
    expect(screen.getByTestId("price-footnote").querySelector('[data-customer="private"]')).toHaveTextContent(
      "inkl. 19% MwSt.",
    );
    expect(screen.getByTestId("price-footnote").querySelector('[data-customer="business"]')).toHaveTextContent(
      "netto zzgl. 19% MwSt.",
    );
  });

  it("is a native radio group the keyboard switches", async () => {
    const user = userEvent.setup();
    wrap(<PackagePricing packages={packages} vatRate={0.19} ctaLabel="Angebot anfordern" />);
    screen.getByRole("radio", { name: "Privatkunde" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "Geschäftskunde" })).toBeChecked();
  });
});
