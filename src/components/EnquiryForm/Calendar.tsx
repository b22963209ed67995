import React from "react";
import { DayPicker } from "react-day-picker";
import { de } from "date-fns/locale";
import { addYears, format } from "date-fns";
import "react-day-picker/style.css";
import { ENQUIRY_FORM_LABELS } from "./EnquiryForm.labels";

const D = ENQUIRY_FORM_LABELS.date;

/** How far ahead the calendar's year choice reaches. */
const CALENDAR_YEARS_AHEAD = 3;

interface Props {
  selected: Date | undefined;
  today: Date;
  /** Fully booked days (content/availability): disabled and announced as "ausgebucht". */
  booked: Date[];
  /** Held days: selectable, marked and announced as "angefragt". */
  tentative: Date[];
  onSelect: (day: Date | undefined) => void;
}

/**
 * The month grid of the date field (react-day-picker, German, Monday first, past days disabled).
 * Its own chunk: DateField loads it when the visitor opens the calendar, so the picker and the
 * date-fns locale are not part of the contact page's first load.
 */
const Calendar = ({ selected, today, booked, tentative, onSelect }: Props) => (
  <DayPicker
    mode="single"
    locale={de}
    weekStartsOn={1}
    selected={selected}
    defaultMonth={selected ?? today}
    startMonth={today}
    // Month and year as choices: a date next summer is two taps away, not nine (issue #37).
    captionLayout="dropdown"
    endMonth={addYears(today, CALENDAR_YEARS_AHEAD)}
    disabled={[{ before: today }, ...booked]}
    modifiers={{ booked, tentative }}
    modifiersClassNames={{ booked: "ausgebucht", tentative: "angefragt" }}
    labels={{
      labelMonthDropdown: () => D.chooseMonth,
      labelYearDropdown: () => D.chooseYear,
      labelDayButton: (date, modifiers) =>
        `${format(date, "EEEE, d. MMMM yyyy", { locale: de })}${modifiers.booked ? `, ${D.dayBooked}` : modifiers.tentative ? `, ${D.dayTentative}` : ""}${modifiers.selected ? `, ${D.daySelected}` : ""}`,
    }}
    // Opening the calendar is a request to pick a day: focus goes into the grid, so arrow keys work at once.
    // eslint-disable-next-line jsx-a11y/no-autofocus
    autoFocus
    onSelect={onSelect}
  />
);

export default Calendar;
