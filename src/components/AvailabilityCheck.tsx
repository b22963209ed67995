import React, { useCallback, useContext, useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { Link } from "./ui/SiteLink";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { ToolBox } from "./ui/ToolBox";
import { media } from "../styles/media";
import { Button, ButtonLink } from "./Button";
import {
  availabilityHref,
  berlinDay,
  checkDate,
  formatCheckDate,
  DATE_PARAM,
  AVAILABILITY_FORM_ANCHOR,
  type DateCheck,
} from "../lib/availability";
import type { AvailabilityData } from "../model/collections";
import type { IslandProps } from "./Island";
import {
  AVAILABILITY_CHECK_LABELS as M,
  availabilityMessage,
  type AvailabilityMessage,
} from "./AvailabilityCheck.labels";
import { PageChoiceContext, usePagePath } from "./PagePath";
import { choiceParams, ENQUIRY_SOURCE_PARAMS, sitePath, type PageChoice } from "../lib/enquiry-source";
import { rememberChoices } from "../lib/visit-choices";
import { formControl } from "../styles/form-control";

interface Props extends IslandProps {
  availability: AvailabilityData;
  /** The visitor's clock by default; tests pass a fixed day. */
  today?: Date;
  contactPath?: string;
}

/**
 * „Ist mein Termin frei?“: a real GET form to /kontakt?datum=… that works without JavaScript; with
 * JavaScript the answer appears in place, in a live region, with the way on to the enquiry form.
 * Both carry the page's occasion and town; a day that can be had is remembered for this visit
 * (src/lib/visit-choices.ts), so the Preisrechner's and every other link to the form bring it along.
 */
export const AvailabilityCheck = ({ availability, today, contactPath = "/kontakt", idBase }: Props) => {
  const ownId = useId();
  const id = idBase ?? ownId;
  const [result, setResult] = useState<DateCheck | null>(null);
  // Set after hydration: a static page must not carry its build day as the earliest date.
  const [minDay, setMinDay] = useState<string | undefined>(undefined);
  useEffect(() => setMinDay(berlinDay(today ?? new Date())), [today]);
  const from = usePagePath();
  const choice = useContext(PageChoiceContext);
  const page = sitePath(from);
  const hrefFor = (day: string) => availabilityHref(contactPath, day, { from, choice });

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const input = event.currentTarget.elements.namedItem(DATE_PARAM) as HTMLInputElement;
      // A date field holds "" for a date the browser could not read (30.02.): that is an impossible date, not a missing one.
      const answer: DateCheck =
        input.value === "" && input.validity?.badInput
          ? { kind: "invalid" }
          : checkDate(input.value, availability, today ?? new Date());
      setResult(answer);
      if (answer.kind === "free" || answer.kind === "tentative")
        rememberChoices({ [DATE_PARAM]: answer.date, ...choiceParams(choice) });
    },
    [availability, today, choice],
  );

  // The heading and the form stay as they are when an answer comes: kept as one element, React skips them
  // (a tap on „Prüfen“ re-renders only the answer and the link, on a slow phone that is the tap's own time).
  const question = useMemo(
    () => (
      <DateQuestion id={id} contactPath={contactPath} onSubmit={onSubmit} minDay={minDay} choice={choice} page={page} />
    ),
    [id, contactPath, onSubmit, minDay, choice, page],
  );
  const message = result && availabilityMessage(result, availability.updatedAt);
  // A request only for a day that can be had: a booked day gets its alternatives' links instead.
  const date = result && (result.kind === "free" || result.kind === "tentative") ? result.date : null;

  return (
    <Box aria-labelledby={`${id}-title`}>
      {question}
      <Answer
        id={`${id}-answer`}
        aria-live="polite"
        data-tone={message?.tone ?? "none"}
        data-testid="availability-answer"
      >
        {message && <AnswerText message={message} result={result} hrefFor={hrefFor} />}
      </Answer>
      {/* In the page from the start and only shown with a day that can be had: mounted at the answer, the
          link (a new styled class, Gatsby's prefetch) made the tap slower on a slow phone. */}
      <div hidden={!date}>
        <ButtonLink to={date ? hrefFor(date) : contactPath} $variant="secondary">
          {M.cta}
        </ButtonLink>
      </div>
    </Box>
  );
};

/** What the question needs of the widget: its ids, the form's way and the answer's handler. */
interface QuestionProps {
  id: string;
  contactPath: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  minDay: string | undefined;
  choice: PageChoice | undefined;
  page: string | null;
}

/** The question: heading, intro and the date form (hidden fields for the way to /kontakt, the date, „Prüfen“). */
const DateQuestion = ({ id, contactPath, onSubmit, minDay, choice, page }: QuestionProps) => (
  <>
    <h2 id={`${id}-title`}>{M.heading}</h2>
    <p>{M.intro}</p>
    <Form method="get" action={`${contactPath}#${AVAILABILITY_FORM_ANCHOR}`} onSubmit={onSubmit} noValidate>
      {/* Without JavaScript the form itself goes to /kontakt: with the page's occasion and town, and where from. */}
      {Object.entries(choiceParams(choice)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {page && <input type="hidden" name={ENQUIRY_SOURCE_PARAMS.from} value={page} />}
      <input type="hidden" name={ENQUIRY_SOURCE_PARAMS.way} value="terminpruefung" />
      <Field>
        <label htmlFor={`${id}-date`}>{M.fieldLabel}</label>
        <input
          id={`${id}-date`}
          type="date"
          name={DATE_PARAM}
          min={minDay}
          required
          aria-describedby={`${id}-answer`}
        />
      </Field>
      <Button type="submit">{M.submit}</Button>
    </Form>
  </>
);

/** The answer's text: the status, a booked day's alternatives as links (or the message's hint), the „Stand“ line. */
const AnswerText = ({
  message,
  result,
  hrefFor,
}: {
  message: AvailabilityMessage;
  result: DateCheck | null;
  hrefFor: (day: string) => string;
}) => (
  <>
    <p>
      <strong>{message.status}</strong>
    </p>
    {result?.kind === "booked" && result.alternatives.length > 0 ? (
      <>
        <p>{M.alternativesLead}</p>
        <ul data-alternatives="">
          {result.alternatives.map((day) => (
            <li key={day}>
              <Link to={hrefFor(day)}>{M.alternativeCta(formatCheckDate(day))}</Link>
            </li>
          ))}
        </ul>
      </>
    ) : (
      message.alternatives && <p>{message.alternatives}</p>
    )}
    <p data-updated="">{message.updated}</p>
  </>
);

const Box = ToolBox;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[4]};
  ${media.sm} {
    flex-direction: row;
    align-items: flex-end;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  flex: 1 1 auto;
  max-width: 22rem;
  label {
    font-weight: 600;
  }
  input {
    ${formControl}
    color-scheme: dark;
  }
`;

const TONES = {
  free: theme.colors.success,
  tentative: theme.colors.accent,
  booked: theme.colors.danger,
  error: theme.colors.danger,
  none: "transparent",
};

/**
 * Space for a short answer is reserved from the start; a longer one grows below. The tone is an
 * attribute with every colour in the one class the server already sent: a class made at the answer
 * would insert a style rule, and the browser would then restyle the whole long page inside the tap
 * (measured at 4× CPU slowdown: „Termin prüfen“ 232 ms median before). For the same reason the
 * answer's parts (the alternatives, the „Stand“ line) are plain elements styled from here, not
 * styled components of their own, whose classes the server never sent (none is rendered before
 * an answer): each first answer would generate and insert them inside the tap.
 */
const Answer = styled.div`
  min-height: 5.5rem;
  margin: ${theme.space[4]} 0;
  padding-left: ${theme.space[4]};
  border-left: 4px solid transparent;
  ${Object.entries(TONES)
    .map(([tone, color]) => `&[data-tone="${tone}"] { border-left-color: ${color}; }`)
    .join("\n")}
  p + p,
  p + ul {
    margin-top: ${theme.space[2]};
  }
  [data-alternatives] {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[2]} ${theme.space[4]};
  }
  [data-alternatives] a {
    display: inline-block;
    min-height: 44px;
    padding: ${theme.space[2]} 0;
  }
  [data-updated] {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.sm};
  }
`;
