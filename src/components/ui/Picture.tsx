import React from "react";
import styled, { css } from "styled-components";
import { theme } from "../../styles/theme";
import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * The image data of a processed image (a query's `childImageSharp`): what gatsby-plugin-image's
 * `getImage` returns for it. Importing `getImage` put the plugin's whole <GatsbyImage> runtime into
 * every page with a picture (3.5 kB gzip of first-view JavaScript), which this site never renders;
 * eslint.config.mjs allows only type imports from the package in src/.
 */
export const imageData = (sharp: { readonly gatsbyImageData: IGatsbyImageData } | null | undefined) =>
  sharp?.gatsbyImageData;

interface Props {
  image: IGatsbyImageData;
  alt: string;
  /** The page's largest image (its LCP): eager and high priority. Every other image loads lazily. */
  priority?: boolean;
  /** Layout width of the image, e.g. "100vw" or "(min-width: 1100px) 1100px, 100vw". */
  sizes?: string;
  className?: string;
  /** Marks the DJ's portrait (`data-face`): the face the heroes show. */
  face?: boolean;
}

/**
 * The AVIF/WebP/JPEG sources gatsby-plugin-image generated, rendered as a plain <picture>.
 * Unlike <GatsbyImage> it needs no JavaScript: no hydration work per image and no extra chunk
 * (gatsby-plugin-image's lazy-hydrate bundle is 72 KB). Width and height reserve the space, so
 * nothing shifts; the image's dominant colour fills the box until the file arrives.
 */
export const Picture = ({ image, alt, priority = false, sizes, className, face }: Props) => {
  const { images } = image;
  // Full-width image data carries only the aspect ratio (width 1); scale it to real pixels.
  const scale = image.width < 10 ? 1000 / image.width : 1;
  const width = Math.round(image.width * scale);
  const height = Math.round(image.height * scale);
  const fallback = images.fallback;
  return (
    <Frame
      className={className}
      data-face={face ? "" : undefined}
      style={image.backgroundColor ? { backgroundColor: image.backgroundColor } : undefined}
    >
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes ?? source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes ?? fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
      />
    </Frame>
  );
};

const Frame = styled.picture`
  display: block;
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

/** The DJ's face in a round frame (the heroes' portrait): the picture fills it, the face near the top. */
export const roundFace = css`
  border-radius: 50%;
  border: 2px solid ${theme.colors.accent};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: 50% 20%;
  }
`;
