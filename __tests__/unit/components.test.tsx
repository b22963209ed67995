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

  it("opens one answer at a time and closes an open one again", async () => {
    const user = userEvent.setup();
    wrap(<Accordion items={items} />);
    const [first, second] = screen.getAllByRole("button");
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("region")).toBeNull();

    await user.click(first);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: "Wie früh buchen?" })).toHaveTextContent("Zwei bis drei Monate vorher.");

    await user.click(second);
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("region")).toHaveLength(1);

    await user.click(second);
    expect(second).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("region")).toBeNull();
  });
});

describe("package pricing with the private/business toggle", () => {
  const packages = [
    { id: "basic", name: "Basic", netPrice: 890, durationHours: 4, features: ["DJ-Equipment"], popular: false },
    { id: "premium", name: "Premium", netPrice: 1290, durationHours: 6, features: ["Lichtshow"], popular: true },
  ];

  it("shows gross prices for private customers by default and net prices for business customers", async () => {
    const user = userEvent.setup();
    wrap(<PackagePricing packages={packages} vatRate={0.19} ctaLabel="Angebot anfordern" durationPrefix="bis zu " />);
    const premium = screen.getByTestId("package-premium");
    expect(screen.getByRole("radio", { name: "Privatkunde" })).toBeChecked();
    expect(within(premium).getByText("ab 1.535€ inkl. MwSt.")).toBeInTheDocument();
    expect(within(premium).getByText("Beliebteste Wahl")).toBeInTheDocument();
    expect(within(premium).getByText("bis zu 6 Stunden")).toBeInTheDocument();
    expect(screen.getByTestId("price-footnote")).toHaveTextContent("inkl. 19% MwSt.");

    await user.click(screen.getByRole("radio", { name: "Geschäftskunde" }));
    expect(within(premium).getByText("ab 1.290€ zzgl. 19% MwSt.")).toBeInTheDocument();
    expect(within(screen.getByTestId("package-basic")).getByText("ab 890€ zzgl. 19% MwSt.")).toBeInTheDocument();
    expect(screen.getByTestId("price-footnote")).toHaveTextContent("netto zzgl. 19% MwSt.");
  });

  it("can be switched with the keyboard", async () => {
    const user = userEvent.setup();
    wrap(<PackagePricing packages={packages} vatRate={0.19} ctaLabel="Angebot anfordern" />);
    screen.getByRole("radio", { name: "Privatkunde" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "Geschäftskunde" })).toBeChecked();
    expect(within(screen.getByTestId("package-basic")).getByText("ab 890€ zzgl. 19% MwSt.")).toBeInTheDocument();
  });
});
