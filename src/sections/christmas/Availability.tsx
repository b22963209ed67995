import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Icon } from "../../components/ui/Icon";
import { ButtonLink } from "../../components/Button";
import { ROUTES } from "../../../gatsby/routes";
import { Container } from "../../components/ui/Container";
import { useNow } from "../../hooks/useNow";
import { fillTokens } from "../../lib/text";

/** "Limited availability" with the visitor's current year, filled in the browser. */
export const Availability = ({ title, text, button }: { title: string; text: string; button: string }) => {
  const now = useNow();
  const year = now ? now.getFullYear() : "";
  return (
    <Wrapper aria-labelledby="verfuegbarkeit-title">
      <Container>
        <h2 id="verfuegbarkeit-title">
          <Icon name="clock" size={22} /> {title}
        </h2>
        <p data-testid="availability-text">{fillTokens(text, { year }).replace(/\s+/g, " ")}</p>
        <ButtonLink to={ROUTES.contact} state={{ scrollToForm: true }} $variant="secondary">
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
  h2 {
    font-size: ${theme.fontSizes.xl};
    margin-bottom: ${theme.space[2]};
  }
  p {
    margin: 0 0 ${theme.space[4]};
    font-size: ${theme.fontSizes.lg};
  }
`;
