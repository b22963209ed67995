import React, { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { navigate } from "gatsby";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { ToolBox } from "./ui/ToolBox";
import { media } from "../styles/media";
import { Button, ButtonLink } from "./Button";
import { PriceToggle } from "./Pricing/PriceToggle";
import { formatEuros, grossPrice, type CustomerType } from "../lib/pricing";
import {
  defaultSelection,
  estimateHref,
  estimateSelection,
  normalizeSelection,
  summaryParts,
  ESTIMATE_FORM_ANCHOR,
  ESTIMATE_PARAMS as P,
  vatText,
  type EstimatorData,
  type EstimatorVariant,
  type Selection,
} from "../lib/estimate";
import { PRICE_ESTIMATOR_LABELS as M } from "./PriceEstimator.labels";

interface Props extends EstimatorData {
  variant?: EstimatorVariant;
  contactPath?: string;
  /** A selection to start from, e.g. the one /kontakt received; unknown values are ignored. */
  initial?: Partial<Selection>;
}

/** The selection the form's inputs hold right now (they are uncontrolled: what a visitor chose before hydration counts). */
function readForm(form: HTMLFormElement, data: EstimatorData, variant: EstimatorVariant): Selection | null {
  const values = new FormData(form);
  return normalizeSelection(
    {
      packageId: String(values.get(P.package) ?? ""),
      extraHours: Number(values.get(P.hours) ?? 0),
      extraIds: values.getAll(P.extra).map(String),
      customer: values.get(P.customer) as CustomerType,
      variant,
    },
    data,
  );
}

/**
 * The Preisrechner: package, extra hours, extras and customer type as a plain GET form to /kontakt
 * (it works without JavaScript); with JavaScript the total follows every change, with the price
 * cards' VAT rule, and the call to action carries the selection to the enquiry form.
 */
export const PriceEstimator = ({
  packages,
  hourlyRate,
  maxExtraHours,
  extras,
  vatRate,
  variant = "standard",
  contactPath = "/kontakt",
  initial,
}: Props) => {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const data: EstimatorData = useMemo(
    () => ({ packages, hourlyRate, maxExtraHours, extras, vatRate }),
    [packages, hourlyRate, maxExtraHours, extras, vatRate],
  );
  const start = useMemo(
    () => (initial && normalizeSelection({ ...initial, variant }, data)) || defaultSelection(data, variant),
    [initial, data, variant],
  );
  const [selection, setSelection] = useState<Selection>(start);
  const [hydrated, setHydrated] = useState(false);

  const update = () => {
    const form = formRef.current;
    const next = form && readForm(form, data, variant);
    if (next) setSelection(next);
  };
  useEffect(() => {
    update(); // adopt choices made before the app started
    setHydrated(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, []);

  const hoursInput = () => formRef.current?.elements.namedItem(P.hours) as HTMLInputElement | null;
  const step = (delta: number) => {
    const input = hoursInput();
    if (!input) return;
    input.value = String(Math.min(Math.max((Number(input.value) || 0) + delta, 0), maxExtraHours));
    update();
  };
  const clampHours = () => {
    const input = hoursInput();
    if (input) input.value = String(selection.extraHours);
  };

  const result = estimateSelection(selection, data);
  const total = result && M.amount(formatEuros(result.shown));
  const vat = vatText(selection.customer, vatRate);
  const summary = summaryParts(selection, data);
  const href = estimateHref(contactPath, selection);
  const shown = (net: number) => formatEuros(selection.customer === "private" ? grossPrice(net, vatRate) : net);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(href);
  };

  return (
    <Box aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{variant === "christmas" ? M.headingChristmas : M.heading}</h2>
      <p>{M.intro}</p>
      <Form ref={formRef} method="get" action={`${contactPath}#${ESTIMATE_FORM_ANCHOR}`} onChange={update} onSubmit={onSubmit}>
        {variant === "christmas" && <input type="hidden" name={P.occasion} value="weihnachtsfeier" />}
        <Choices>
          <PriceToggle name={P.customer} defaultValue={start.customer} compact />
          <Group>
            <legend>{M.packageLegend}</legend>
            <Options>
              {packages.map((p) => (
                <Option key={p.id}>
                  <input type="radio" name={P.package} value={p.id} defaultChecked={p.id === start.packageId} />
                  <span>
                    <strong>{p.name}</strong>
                    <small>
                      {M.hours(p.durationHours)} ·{" "}
                      <Nowrap>
                        {M.amount(shown(p.netPrice))} {vat}
                      </Nowrap>
                    </small>
                  </span>
                </Option>
              ))}
            </Options>
          </Group>
          <Group>
            <legend>{M.extraHoursLabel}</legend>
            <Stepper>
              <Button type="button" $variant="ghost" aria-label={M.fewerHours} aria-controls={`${id}-hours`} onClick={() => step(-1)}>
                −
              </Button>
              <input
                id={`${id}-hours`}
                type="number"
                name={P.hours}
                min={0}
                max={maxExtraHours}
                step={1}
                inputMode="numeric"
                defaultValue={start.extraHours}
                aria-label={M.extraHoursLabel}
                aria-describedby={`${id}-hours-hint`}
                onBlur={clampHours}
              />
              <Button type="button" $variant="ghost" aria-label={M.moreHours} aria-controls={`${id}-hours`} onClick={() => step(1)}>
                +
              </Button>
              <small id={`${id}-hours-hint`}>{M.extraHoursHint(shown(hourlyRate), vat, maxExtraHours)}</small>
            </Stepper>
          </Group>
          {extras.length > 0 && (
            <Group>
              <legend>{M.extrasLegend}</legend>
              <Options>
                {extras.map((e) => (
                  <Option key={e.id}>
                    <input
                      type="checkbox"
                      name={P.extra}
                      value={e.id}
                      defaultChecked={start.extraIds.includes(e.id)}
                      aria-describedby={`${id}-${e.id}`}
                    />
                    <span>
                      <strong>
                        {e.name} <Price>{M.extraPrice(shown(e.netPrice), vat)}</Price>
                      </strong>
                      <small id={`${id}-${e.id}`}>{e.description}</small>
                    </span>
                  </Option>
                ))}
              </Options>
            </Group>
          )}
          {/* On a phone the summary lies far below the choices: this bar keeps the figure in sight
              while choosing (sticky at the bottom edge); the summary's live region announces it.
              Invisible until the app runs (its space kept: no shift), since only then does it follow the choices. */}
          {total && (
            <RunningTotal aria-hidden="true" data-testid="estimate-running-total" $live={hydrated}>
              <span>{M.runningTotal}</span>
              <span>
                <strong>{total}</strong> <small>{vat}</small>
              </span>
            </RunningTotal>
          )}
        </Choices>
        <Summary>
          <p id={`${id}-total`}>{M.totalLabel}</p>
          <Total aria-labelledby={`${id}-total`} aria-live="polite" data-testid="estimate-total">
            {total && (
              <>
                <Amount>{total}</Amount> {vat}
              </>
            )}
          </Total>
          {summary && <Chosen>{summary.paketWunsch}</Chosen>}
          <Note>{M.totalNote}</Note>
          {hydrated ? <ButtonLink to={href}>{M.cta}</ButtonLink> : <Button type="submit">{M.cta}</Button>}
        </Summary>
      </Form>
    </Box>
  );
};

const Box = styled(ToolBox)`
  padding: ${theme.space[6]} clamp(${theme.space[4]}, 4vw, ${theme.space[6]});
`;

const Form = styled.form`
  display: grid;
  gap: ${theme.space[6]};
  margin-top: ${theme.space[5]};
  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Choices = styled.div`
  display: grid;
  gap: ${theme.space[5]};
`;

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: ${theme.space[2]};
    font-weight: 700;
  }
`;

const Options = styled.div`
  display: grid;
  gap: ${theme.space[2]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
`;

const Option = styled.label`
  display: flex;
  gap: ${theme.space[3]};
  align-items: flex-start;
  min-height: 48px;
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${theme.colors.accent};
  }
  &:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.15rem 0 0;
    accent-color: ${theme.colors.accent};
  }
  > span {
    display: grid;
    gap: ${theme.space[1]};
  }
  small {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.sm};
  }
`;

const Price = styled.span`
  color: ${theme.colors.accent};
  white-space: nowrap;
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

const Stepper = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  button {
    width: 48px;
    padding: 0;
    font-size: ${theme.fontSizes.lg};
  }
  input {
    width: 4.5rem;
    min-height: 48px;
    padding: 0 ${theme.space[2]};
    border: 1px solid ${theme.colors.border};
    border-radius: 10px;
    background: ${theme.colors.bg};
    color: ${theme.colors.text};
    color-scheme: dark;
    font: inherit;
    text-align: center;
  }
  small {
    flex-basis: 100%;
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.sm};
  }
`;

const RunningTotal = styled.p<{ $live: boolean }>`
  visibility: ${({ $live }) => ($live ? "visible" : "hidden")};
  position: sticky;
  bottom: ${theme.space[2]};
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${theme.space[1]};
  margin: 0;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.colors.accent};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.bg};
  box-shadow: ${theme.shadows.card};
  > span:first-child {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
  }
  > span:last-child {
    margin-left: auto;
    white-space: nowrap;
  }
  strong {
    font-family: ${theme.fonts.display};
    font-size: 1.6rem;
    line-height: 1.2;
  }
  small {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.sm};
  }
  ${media.lg} {
    display: none;
  }
`;

const Summary = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.accent};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.bg};
  box-shadow: ${theme.shadows.glow};
  ${media.lg} {
    position: sticky;
    top: calc(${theme.headerHeight} + ${theme.space[4]});
  }
  > p:first-of-type {
    color: ${theme.colors.muted};
    font-weight: 600;
  }
`;

const Total = styled.output`
  display: block;
  font-weight: 700;
  color: ${theme.colors.text};
`;

const Amount = styled.span`
  font-family: ${theme.fonts.display};
  font-size: 2.5rem;
  font-weight: 400;
  line-height: 1.1;
  white-space: nowrap;
`;

const Chosen = styled.p`
  font-weight: 600;
`;

const Note = styled.p`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;
