import React, { useState, useSyncExternalStore } from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { Picture, imageData } from "./ui/Picture";
import { externalMediaAllowed, onConsentChange } from "../lib/consent";
import { embedUrl, MEDIA_PLATFORMS, watchUrl, type MediaPlatform } from "../lib/external-media";
import { EXTERNAL_MEDIA_LABELS as L } from "./ExternalMedia.labels";

/** The showreel (site.yaml → media.showreel), spread in a page query: `siteYaml { media { showreel { ...MediaItemFields } } }`. */
export const query = graphql`
  fragment MediaItemFields on MediaItem {
    title
    platform
    id
    posterAlt
    poster {
      childImageSharp {
        gatsbyImageData(width: 960, aspectRatio: 1.7778, quality: 65, breakpoints: [480, 960])
      }
    }
  }
`;

/**
 * A video or mix from its platform behind a two-click placeholder: the site's own poster, a play
 * button and a plain link to the platform. The platform's player loads only after the click – or at
 * once when the visitor has accepted external media in the consent dialog. Without JavaScript only
 * the link shows (it opens the platform in a new tab; nothing loads here). The 16:9 box keeps its
 * size in both states, so nothing shifts.
 */
export const ExternalMedia = ({ media }: { media: Queries.MediaItemFieldsFragment }) => {
  const platform = (media.platform in MEDIA_PLATFORMS ? media.platform : "youtube") as MediaPlatform;
  const name = MEDIA_PLATFORMS[platform].name;
  const allowed = useSyncExternalStore(onConsentChange, externalMediaAllowed, () => false);
  const [clicked, setClicked] = useState(false);
  const poster = media.poster ? imageData(media.poster.childImageSharp) : undefined;
  return (
    <Figure>
      <Box>
        {allowed || clicked ? (
          <iframe
            src={embedUrl(platform, media.id)}
            title={media.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <>
            {poster && <Picture image={poster} alt={media.posterAlt} sizes="(min-width: 960px) 960px, 100vw" />}
            <Play type="button" onClick={() => setClicked(true)}>
              {L.load(name)}
            </Play>
          </>
        )}
      </Box>
      <figcaption>
        <strong>{media.title}</strong>
        <span>
          {L.note(name)}{" "}
          <a href={watchUrl(platform, media.id)} target="_blank" rel="noopener noreferrer">
            {L.open(name)}
            <span className="visually-hidden"> {L.newTab}</span>
          </a>
        </span>
      </figcaption>
    </Figure>
  );
};

const Figure = styled.figure`
  margin: ${theme.space[6]} 0 0;
  figcaption {
    display: grid;
    gap: ${theme.space[1]};
    margin-top: ${theme.space[2]};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }
  figcaption strong {
    color: ${theme.colors.text};
  }
`;

const Box = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  max-width: 960px;
  overflow: hidden;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};
  iframe,
  picture,
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const Play = styled.button`
  position: absolute;
  left: 50%;
  top: 50%;
  transform: translate(-50%, -50%);
  padding: ${theme.space[3]} ${theme.space[5]};
  border: 0;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.accent};
  color: ${theme.colors.bg};
  font-weight: 700;
  font-size: ${theme.fontSizes.md};
  cursor: pointer;
  /* Without JavaScript the button could not load anything: the link below is the way. */
  html:not([data-js]) & {
    display: none;
  }
`;
