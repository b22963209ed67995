import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { theme } from "../styles/theme";
import { media } from "../styles/media";
import { Picture, imageData } from "./ui/Picture";
import { formatGermanMonth } from "../model/german-month";
import { GALLERY_LABELS as L } from "./Gallery.labels";

/** A photo of content/gallery as a page shows it; spread in a page query as `photos(limit: n) { ...GalleryPhoto }`. */
export const query = graphql`
  fragment GalleryPhoto on GalleryYaml {
    alt
    venue
    city
    month
    credit
    image {
      childImageSharp {
        gatsbyImageData(width: 640, aspectRatio: 1.5, quality: 70, breakpoints: [360, 640])
      }
    }
  }
`;

/**
 * Photos of real events inside a page's section: lazy, sized (no layout shift), with where and
 * when below each. Nothing is loaded before the photo nears the screen. On a phone the photos
 * stand in a row to swipe through (one and a bit of the next in view), not one under another.
 */
export const Gallery = ({ photos }: { photos?: readonly Queries.GalleryPhotoFragment[] | null }) =>
  !photos?.length ? null : (
    <Grid $count={photos.length} tabIndex={photos.length > 1 ? 0 : undefined}>
      {photos.map((p) => {
        const image = imageData(p.image.childImageSharp);
        return (
          <figure key={p.alt}>
            {image && <Picture image={image} alt={p.alt} sizes="(min-width: 768px) 33vw, 85vw" />}
            <figcaption>
              {[p.venue, p.city, formatGermanMonth(p.month)].filter(Boolean).join(" · ")}
              <span>{L.credit(p.credit)}</span>
            </figcaption>
          </figure>
        );
      })}
    </Grid>
  );

const Grid = styled.div<{ $count: number }>`
  display: grid;
  gap: ${theme.space[4]};
  margin: ${theme.space[6]} 0;
  grid-auto-flow: column;
  grid-auto-columns: ${({ $count }) => ($count > 1 ? "85%" : "100%")};
  position: relative;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  > figure {
    scroll-snap-align: start;
  }
  ${media.md} {
    grid-auto-flow: row;
    grid-auto-columns: auto;
    overflow-x: visible;
    grid-template-columns: repeat(${({ $count }) => Math.min($count, 3)}, 1fr);
  }
  figure {
    margin: 0;
  }
  img {
    border-radius: ${theme.radii.md};
  }
  figcaption {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${theme.space[2]};
    margin-top: ${theme.space[2]};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }
`;
