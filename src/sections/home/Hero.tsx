import React, { type ReactNode } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture, roundFace } from "../../components/ui/Picture";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { media } from "../../styles/media";
import { EnquireCallButtons } from "../../components/ui/EnquireCallButtons";

interface Props {
  image: IGatsbyImageData;
  imageAlt: string;
  /** The badge above the heading, e.g. "30+ Jahre". */
  badge: string;
  /** Text of the enquiry button. */
  ctaLabel: string;
  phone: string;
  phoneE164: string;
  title: string;
  text: string;
  /** The DJ's portrait (site.yaml → portrait): a 96 px face beside the badge, in the first view. */
  face?: { image: IGatsbyImageData; alt: string };
  /** The page's rating with its profile link, under the badge (the proof in the first view). */
  rating?: ReactNode;
}

export const Hero = ({ image, imageAlt, badge, ctaLabel, phone, phoneE164, title, text, face, rating }: Props) => (
  <Wrapper aria-labelledby="hero-title">
    <Backdrop image={image} alt={imageAlt} sizes="100vw" />
    <Shade aria-hidden="true" />
    <Content>
      <Intro>
        {face && <Face image={face.image} alt={face.alt} priority face sizes="96px" />}
        <div>
          <YearsBadge>{badge}</YearsBadge>
          {rating}
        </div>
      </Intro>
      <h1 id="hero-title">{title}</h1>
      <p>{text}</p>
      {/* The call button is for small screens only, where a tap starts the call. */}
      <Actions enquireLabel={ctaLabel} phone={phone} phoneE164={phoneE164} callOnSmallScreensOnly />
    </Content>
  </Wrapper>
);

const Wrapper = styled.section`
  position: relative;
  display: grid;
  /* One track as wide as the screen: the picture's intrinsic width must not widen a small phone's page. */
  grid-template-columns: minmax(0, 1fr);
  /* On a phone as high as its content: the occasions below it follow at once. */
  ${media.md} {
    min-height: min(88vh, 760px);
  }
  overflow: hidden;
  isolation: isolate;
`;

const Backdrop = styled(Picture).attrs({ priority: true })`
  grid-area: 1 / 1;
  z-index: -2;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: 70% center;
  }
`;

const Shade = styled.div`
  grid-area: 1 / 1;
  z-index: -1;
  background:
    linear-gradient(90deg, rgba(11, 13, 23, 0.92) 0%, rgba(11, 13, 23, 0.7) 55%, rgba(11, 13, 23, 0.25) 100%),
    linear-gradient(0deg, rgba(11, 13, 23, 1) 0%, rgba(11, 13, 23, 0) 30%);
`;

const Content = styled.div`
  grid-area: 1 / 1;
  /* On a phone the buttons must be in the first view, above the consent banner: start at the top. */
  align-self: start;
  width: 100%;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${`${theme.space[6]} ${theme.space[5]} ${theme.space[7]}`};
  h1 {
    max-width: 19ch;
  }
  p {
    max-width: 36rem;
    font-size: ${theme.fontSizes.md};
    color: ${theme.colors.text};
  }
  ${media.md} {
    align-self: center;
    padding: ${`${theme.space[8]} ${theme.space[5]}`};
    p {
      font-size: ${theme.fontSizes.lg};
    }
  }
`;

/** Face, badge and rating in one row above the heading. */
const Intro = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[4]};
  margin-bottom: ${theme.space[4]};
`;

const Face = styled(Picture)`
  &&& {
    flex: none;
    width: 96px;
    height: 96px;
    ${roundFace}
  }
`;

const YearsBadge = styled.span`
  display: inline-block;
  margin-bottom: ${theme.space[2]};
  padding: ${`${theme.space[1]} ${theme.space[4]}`};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.highlight};
  color: #fff;
  font-weight: 800;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  font-size: ${theme.fontSizes.sm};
`;

const Actions = styled(EnquireCallButtons)`
  margin-top: ${theme.space[5]};
  ${media.md} {
    margin-top: ${theme.space[6]};
  }
`;

/** The phone button is for small screens only, where a tap starts the call. */
