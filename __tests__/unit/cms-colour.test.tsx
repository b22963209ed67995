/**
 * The brand colours in /admin: a colour picker, and under it, while the owner picks, the contrast
 * problem the build reports for that colour (gatsby/brand-content.ts), word for word. Saving such a colour is
 * refused with the same message, so a save never turns the next build red.
 */
import React from "react";
import { act, render, screen } from "@testing-library/react";
import { cmsConfig } from "../../src/cms/config";
import type { CmsCollection, CmsField } from "../../src/cms/types";
import { colourControl, type ControlProps } from "../../src/cms/widgets/ColourControl";
import { site } from "../../src/model/collections";
import { brandIssues } from "../../gatsby/brand-content";
import { BRAND_PAIRS } from "../../src/styles/theme";

type Config = CmsField & Record<string, unknown> & { fields?: Config[] };
const settings = (cmsConfig.collections as (CmsCollection & { files?: { name: string; fields: Config[] }[] })[])
  .flatMap((c) => c.files ?? [])
  .find((f) => f.name === site.name)!;
const brandGroup = settings.fields.find((f) => f.name === "brand")!;
const FIELDS = [...new Set(BRAND_PAIRS.map((p) => p.field))];

/** What the build says about a brand with this colour in `field` (and a readable one in the other). */
const buildMessage = (field: (typeof FIELDS)[number], colour: string): string | undefined => {
  const readable = Object.fromEntries(FIELDS.map((f) => [f, readableFor(f)])) as Record<string, string>;
  return brandIssues("site.yaml", { ...readable, [field]: colour } as never, false)[0]?.message;
};
/** Black or white, whichever the build accepts for `field`. */
function readableFor(field: string): string {
  for (const candidate of ["#ffffff", "#000000"]) {
    const brand = Object.fromEntries(FIELDS.map((f) => [f, f === field ? candidate : "#808080"]));
    if (!brandIssues("x", brand as never, false).some((i) => i.field?.endsWith(labelOf(field)))) return candidate;
  }
  throw new Error(`keine lesbare Farbe für ${field}`);
}
const labelOf = (field: string) => String(brandGroup.fields!.find((f) => f.name === field)!.label);
/** A colour the build refuses for `field`: the colour it is drawn against (contrast 1 : 1). */
const unreadableFor = (field: string) => BRAND_PAIRS.find((p) => p.field === field)!.against;

/** Decap's colour picker stand-in: the text input its widget shows. */
const Picker = ({ value, onChange, forID }: ControlProps) => (
  <input id={String(forID)} aria-label="Farbe" value={String(value ?? "")} onChange={(e) => onChange(e.target.value)} />
);
const Control = colourControl(Picker);
const field = (name: string) => ({ get: (key: string) => (key === "name" ? name : undefined) });

describe("brand colours in /admin", () => {
  it("are picked with a colour picker, the build's pattern kept", () => {
    for (const name of FIELDS) {
      const cms = brandGroup.fields!.find((f) => f.name === name)!;
      expect(cms).toMatchObject({ widget: "colour", allowInput: true });
      expect(cms.pattern).toEqual([expect.any(String), expect.any(String)]);
    }
  });

  it.each(FIELDS)("%s: a colour hard to read shows the build's message while picking, and is not saved", (name) => {
    const ref = React.createRef<InstanceType<typeof Control>>();
    const { rerender } = render(
      <Control ref={ref} field={field(name)} value={readableFor(name)} onChange={() => {}} />,
    );
    expect(screen.getByRole("status")).toHaveTextContent(/^$/);
    expect(ref.current!.isValid()).toBe(true);

    const bad = unreadableFor(name);
    act(() => rerender(<Control ref={ref} field={field(name)} value={bad} onChange={() => {}} />));
    const expected = buildMessage(name, bad)!;
    expect(expected).toMatch(/Kontrast/);
    expect(screen.getByRole("status")).toHaveTextContent(expected);
    expect(ref.current!.isValid()).toEqual({ error: { type: "CUSTOM", message: expected } });
    // The picker itself is Decap's, with everything Decap passes.
    expect(screen.getByRole("textbox", { name: "Farbe" })).toHaveValue(bad);
  });

  it("a colour that is not complete yet, or a colour of no brand pair, gets no contrast message", () => {
    render(<Control field={field("accent")} value="#12" onChange={() => {}} />);
    render(<Control field={field("something")} value={unreadableFor("accent")} onChange={() => {}} />);
    for (const status of screen.getAllByRole("status")) expect(status).toHaveTextContent(/^$/);
  });
});
