import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

interface Props {
  image: IGatsbyImageData;
  alt: string;
  /** Layout width of the image, e.g. "100vw" or "(min-width: 1100px) 1100px, 100vw". */
  sizes?: string;
  className?: string;
}

/**
 * The page's largest image (its LCP): the AVIF/WebP/JPEG sources gatsby-plugin-image generated,
 * rendered as a plain <picture> that is visible and high-priority from the first byte of HTML,
 * without waiting for a fade-in script. Width and height reserve the space (no layout shift).
 */
export const PriorityImage = ({ image, alt, sizes, className }: Props) => {
  const { images } = image;
  // Full-width image data carries only the aspect ratio (width 1); scale it to real pixels.
  const scale = image.width < 10 ? 1000 / image.width : 1;
  const width = Math.round(image.width * scale);
  const height = Math.round(image.height * scale);
  const fallback = images.fallback;
  return (
    <picture className={className}>
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
        loading="eager"
        decoding="async"
        {...{ fetchpriority: "high" }}
      />
    </picture>
  );
};
