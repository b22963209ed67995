import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { Icon } from "../../components/ui/Icon";
import { ButtonLink } from "../../components/Button";
import { useEnquiryHref } from "../../components/PagePath";
import { Container } from "../../components/ui/Container";

/**
 * "Limited availability": the share of December Fridays and Saturdays taken is computed by the build
 * from the availability ({scarcityPercent}); the page shows this section only above the threshold.
 */
export const Availability = ({ title, text, button }: { title: string; text: string; button: string }) => {
  const href = useEnquiryHref("abschnitt", { hash: "anfrage" });
  return (
    <Wrapper aria-labelledby="verfuegbarkeit-title">
      <Container>
        <h2 id="verfuegbarkeit-title">
          <Icon name="clock" size={22} /> {title}
        </h2>
        <p data-testid="availability-text">{text.replace(/\s+/g, " ")}</p>
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
  h2 {
    font-size: ${theme.fontSizes.xl};
    margin-bottom: ${theme.space[2]};
  }
  p {
    margin: 0 0 ${theme.space[4]};
    font-size: ${theme.fontSizes.lg};
  }
`;
