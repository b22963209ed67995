import React, { Suspense, lazy, useRef, useState } from "react";
import { Field } from "react-final-form";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Icon } from "../ui/Icon";
import { FormField, Input } from "./FormField";
import { ENQUIRY_FORM_LABELS } from "./EnquiryForm.labels";
import { MAX_LENGTH } from "./fields";
import { dayOfLocalDate, formatDayMonthYear, localDate, parseGermanDay } from "../../model/calendar-day";
import { checkDate, upcomingDays, type IsoDay } from "../../lib/availability";
import { availabilityMessage } from "../AvailabilityCheck.labels";
import type { AvailabilityData } from "../../model/collections";

const D = ENQUIRY_FORM_LABELS.date;
/** The day number the calendar's legend shows as an example of a booked and a held day. */
const SAMPLE_DAY = 12;

const Calendar = lazy(() => import(/* webpackChunkName: "calendar" */ "./Calendar"));

/**
 * eventDatum: type it (TT.MM.JJJJ) or pick it in the calendar (German, Monday first, past days
 * disabled, arrow keys move between days). Clicking the selected day again clears it. The
 * calendar button shows once the app runs (`data-needs-app`); until then the field takes text.
 */
export const DateField = ({ availability }: { availability?: AvailabilityData }) => {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const now = new Date();
  const today = localDate(dayOfLocalDate(now));
  const days = availability ? upcomingDays(availability, now) : { booked: [], tentative: [] };
  /** Closes the calendar and gives the focus back to its button. */
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <FormField name="eventDatum" hint={D.hint}>
      {({ id, describedBy, invalid }) => (
        <Field name="eventDatum">
          {({ input }) => {
            const typedDay = input.value ? parseGermanDay(input.value) : null;
            const selected = typedDay ? localDate(typedDay) : undefined;
            // A booked or held day: the same answer as "Ist mein Termin frei?". It informs, it does not block:
            // the visitor may still ask (for an alternative, or in case a booking falls through).
            const check = typedDay && availability ? checkDate(typedDay, availability, now) : null;
            const answer =
              check && (check.kind === "booked" || check.kind === "tentative")
                ? availabilityMessage(check, availability!.updatedAt)
                : null;
            return (
              <>
                <Row>
                  <Input
                    {...input}
                    id={id}
                    type="text"
                    inputMode="numeric"
                    placeholder={D.placeholder}
                    maxLength={MAX_LENGTH.eventDatum}
                    autoComplete="off"
                    aria-invalid={invalid || undefined}
                    aria-describedby={describedBy}
                  />
                  <CalendarButton
                    ref={toggle}
                    type="button"
                    data-needs-app=""
                    aria-expanded={open}
                    aria-controls="kalender"
                    onClick={() => setOpen(!open)}
                  >
                    <Icon name="calendar" size={22} />
                    <span className="visually-hidden">{open ? D.closeCalendar : D.openCalendar}</span>
                  </CalendarButton>
                </Row>
                <Answer aria-live="polite" data-testid="date-availability" $tone={answer?.tone}>
                  {answer?.text}
                </Answer>
                {open && (
                  <CalendarPopover
                    selected={selected}
                    today={today}
                    days={days}
                    onChange={input.onChange}
                    close={close}
                  />
                )}
              </>
            );
          }}
        </Field>
      )}
    </FormField>
  );
};

/** What the calendar needs: the typed day, today, the booked and held days, and the way back to the field. */
interface PopoverProps {
  selected: Date | undefined;
  today: Date;
  days: { booked: IsoDay[]; tentative: IsoDay[] };
  /** The field's change handler: the chosen day as TT.MM.JJJJ, "" when it is cleared. */
  onChange: (value: string) => void;
  close: () => void;
}

/** The open calendar: the lazily loaded month grid (Escape closes it) and, with booked or held days, their legend. */
const CalendarPopover = ({ selected, today, days, onChange, close }: PopoverProps) => (
  <Popover
    id="kalender"
    role="group"
    aria-label={D.calendar}
    onKeyDown={(e) => {
      if (e.key === "Escape") close();
    }}
  >
    <Suspense fallback={<Loading role="status">{D.loading}</Loading>}>
      <Calendar
        selected={selected}
        today={today}
        booked={days.booked.map(localDate)}
        tentative={days.tentative.map(localDate)}
        onSelect={(day) => {
          onChange(day ? formatDayMonthYear(day) : "");
          if (day) close();
        }}
      />
    </Suspense>
    {(days.booked.length > 0 || days.tentative.length > 0) && (
      <Legend>
        <s>{SAMPLE_DAY}</s> {D.legendBooked} · <u>{SAMPLE_DAY}</u> {D.legendTentative}
      </Legend>
    )}
  </Popover>
);

const Row = styled.div`
  display: flex;
  gap: ${theme.space[2]};
`;

const CalendarButton = styled.button`
  flex: none;
  width: 48px;
  border: 1px solid ${theme.colors.border};
  border-radius: 10px;
  background: ${theme.colors.surfaceAlt};
  color: ${theme.colors.text};
  font-size: 1.25rem;
  cursor: pointer;
`;

const Answer = styled.p<{ $tone?: string }>`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${({ $tone }) => ($tone === "booked" ? theme.colors.danger : theme.colors.accent)};
  &:empty {
    display: none;
  }
`;

const Legend = styled.p`
  margin: ${theme.space[2]} 0 0;
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.muted};
  u {
    text-decoration: underline 3px ${theme.colors.accent};
    text-underline-offset: 3px;
  }
`;

const Loading = styled.p`
  margin: 0;
  padding: ${theme.space[4]};
  color: ${theme.colors.muted};
`;

const Popover = styled.div`
  margin-top: ${theme.space[2]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};
  width: fit-content;
  max-width: 100%;
  overflow-x: auto;
  --rdp-accent-color: ${theme.colors.accent};
  --rdp-accent-background-color: ${theme.tint(0.2)};
  --rdp-today-color: ${theme.colors.accent};
  .rdp-day_button {
    color: ${theme.colors.text};
  }
  .rdp-selected .rdp-day_button {
    background: ${theme.colors.accent};
    color: ${theme.colors.onAccent};
  }
  .rdp-disabled {
    opacity: 0.5;
  }
  .ausgebucht .rdp-day_button {
    text-decoration: line-through;
  }
  .angefragt .rdp-day_button {
    text-decoration: underline 3px ${theme.colors.accent};
    text-underline-offset: 3px;
  }
  .rdp-chevron {
    fill: ${theme.colors.accent};
  }
`;
