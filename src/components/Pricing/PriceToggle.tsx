import React, { useId } from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import type { CustomerType } from "../../lib/pricing";

const OPTIONS: { value: CustomerType; label: string }[] = [
  { value: "private", label: "Privatkunde" },
  { value: "business", label: "Geschäftskunde" },
];

/**
 * Private/business switch as a real radio group: arrow keys move between the two. Uncontrolled:
 * the prices follow the checked radio by CSS (PackagePricing), before and after hydration.
 */
export const PriceToggle = () => {
  const name = useId();
  return (
    <Group>
      <legend>Preise anzeigen für</legend>
      <div>
        {OPTIONS.map((o) => (
          <label key={o.value}>
            <input type="radio" name={name} value={o.value} defaultChecked={o.value === "private"} />
            {o.label}
          </label>
        ))}
      </div>
    </Group>
  );
};

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[3]};
  margin: 0 0 ${theme.space[6]};
  padding: 0;
  border: 0;
  legend {
    float: left;
    margin-right: ${theme.space[3]};
    color: ${theme.colors.muted};
    font-weight: 600;
  }
  > div {
    display: inline-flex;
    padding: 4px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surfaceAlt};
  }
  label {
    position: relative;
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    padding: 0 ${theme.space[5]};
    border-radius: ${theme.radii.pill};
    font-weight: 700;
    cursor: pointer;
  }
  label:has(input:checked) {
    background: ${theme.colors.accent};
    color: ${theme.colors.onAccent};
  }
  label:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
`;
