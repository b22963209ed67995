import React, { useEffect, useState } from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Icon } from "../../components/ui/Icon";
import { ButtonLink } from "../../components/Button";
import { useEnquiryHref } from "../../components/PagePath";
import { Container } from "../../components/ui/Container";
import { buildYear, scarcity, seasonYearOfDay } from "../../lib/season";
import { onVisitChoices, rememberedDay } from "../../lib/visit-choices";
import { fillTokens } from "../../model/tokens";
import type { AvailabilityData } from "../../model/collections";
import type { PlanningSource } from "../../lib/estimate";

/** What the build wrote into the line: the year of the December it counted and the share. */
export interface BuiltScarcity {
  scarcityYear: number;
  scarcityPercent: number;
}

interface Props {
  title: string;
  /** The line as the build filled it ("… im Dezember 2026 …"): the static page shows it. */
  text: string;
  /** The same line with {year} and {scarcityPercent} left in it, for the visitor's season. */
  template?: string | null;
  built: BuiltScarcity;
  /** Booked and held days as the page's query holds them (PlanningData): the share is counted again in the browser. */
  availability: PlanningSource["availabilityYaml"];
  button: string;
}

/** The line for the visitor: the December they plan for, its share of Fridays and Saturdays taken, from today on. */
export function visitorScarcity(
  template: string,
  availability: AvailabilityData,
  now: Date,
  checkedDay: string | null,
): { text: string; shown: boolean } {
  const year = checkedDay ? seasonYearOfDay(checkedDay) : buildYear(now);
  const figure = scarcity(availability, now, year);
  return { text: fillTokens(template, { year, scarcityPercent: figure.percent }), shown: figure.show };
}

/**
 * "Limited availability": the share of December Fridays and Saturdays taken. The build computes it
 * for the coming December ({scarcityPercent}, {year}); the page has this section only above the
 * threshold. In the browser the line follows the visitor: the December of a day they checked in the
 * date check during this visit (src/lib/visit-choices.ts; a day in December 2027 is not told about
 * December 2026), else the coming December on the day of the visit, counted again from today; below
 * the threshold the section hides.
 */
export const Availability = ({ title, text, template, built, availability, button }: Props) => {
  const href = useEnquiryHref("abschnitt", { hash: "anfrage" });
  const [line, setLine] = useState<{ text: string; shown: boolean } | null>(null);
  useEffect(() => {
    // Only a template that is the built line's own: anything else (an edited preview) stays as built.
    const own =
      template && fillTokens(template, { year: built.scarcityYear, scarcityPercent: built.scarcityPercent }) === text;
    if (!own) return;
    const days: AvailabilityData = {
      updatedAt: availability?.updatedAt ?? "",
      booked: [...(availability?.booked ?? [])],
      tentative: [...(availability?.tentative ?? [])],
    };
    const follow = () => setLine(visitorScarcity(template, days, new Date(), rememberedDay()));
    follow();
    return onVisitChoices(follow);
  }, [template, text, built.scarcityYear, built.scarcityPercent, availability]);
  return (
    <Wrapper aria-labelledby="verfuegbarkeit-title" hidden={line ? !line.shown : undefined}>
      <Container>
        <h2 id="verfuegbarkeit-title">
          <Icon name="clock" size={22} /> {title}
        </h2>
        <p data-testid="availability-text">{(line?.text ?? text).replace(/\s+/g, " ")}</p>
        <ButtonLink to={href} state={{ scrollToForm: true }} $variant="secondary">
          {button}
        </ButtonLink>
      </Container>
    </Wrapper>
  );
};

const Wrapper = styled.section`
  padding: ${`${theme.space[6]} 0`};
  background: ${theme.colors.violet};
  text-align: center;
  &[hidden] {
    display: none;
  }
  h2 {
    font-size: ${theme.fontSizes.xl};
    margin-bottom: ${theme.space[2]};
  }
  p {
    margin: 0 0 ${theme.space[4]};
    font-size: ${theme.fontSizes.lg};
  }
`;
