import React from "react";
import { Link } from "./SiteLink";
import { inlineParts } from "../../lib/inline-links";

/** A text from content/ with its "[Linktext](/pfad)" links as links to pages of the site. */
export const InlineText = ({ text }: { text: string }) => (
  <>
    {inlineParts(text).map((part, i) =>
      part.to ? (
        <Link key={i} to={part.to}>
          {part.text}
        </Link>
      ) : (
        <React.Fragment key={i}>{part.text}</React.Fragment>
      ),
    )}
  </>
);
