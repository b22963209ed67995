import React, { Component, type ComponentType } from "react";
import { brandContrastProblem, isBrandColourField } from "../../styles/brand-contrast";

/** What Decap hands a widget's control (only the parts used here; the rest is passed on unread). */
export interface ControlProps {
  field: { get(key: string): unknown };
  value?: unknown;
  onChange(value: unknown): void;
  [key: string]: unknown;
}

/**
 * The colour fields of the content model (`colour()` in src/model/fields.ts): Decap's colour picker
 * (`inner`), and under it, while the owner picks, the problem the build would report for a brand
 * colour that is hard to read (src/styles/brand-contrast.ts), in the same words. Saving such a colour
 * is refused with that message, as `npm run check:content` and every build refuse it: a saved colour
 * never stops the site from being published. Colours other than the brand's are only picked.
 */
export function colourControl(inner: ComponentType<ControlProps>) {
  const Inner = inner;
  return class ColourControl extends Component<ControlProps> {
    static displayName = "ColourControl";

    problem(): string | null {
      const name = String(this.props.field.get("name") ?? "");
      return isBrandColourField(name) ? brandContrastProblem(name, String(this.props.value ?? "")) : null;
    }

    /** Decap asks before saving (its Widget's validate): an object with `error` blocks the save. */
    isValid = () => {
      const message = this.problem();
      return message ? { error: { type: "CUSTOM", message } } : true;
    };

    render() {
      const message = this.problem();
      return (
        <>
          <Inner {...this.props} />
          <p role="status" style={message ? WARNING : HIDDEN}>
            {message}
          </p>
        </>
      );
    }
  };
}

// Decap's editor has no style of the site: the warning brings its own, in the red Decap marks errors with.
const WARNING = { margin: "8px 0 0", color: "#d60032", fontSize: "14px", lineHeight: 1.4 } as const;
// The status region stays in the document, empty, so a screen reader announces the warning when it appears.
const HIDDEN = { margin: 0 } as const;
