import React from "react";
import { Link } from "./ui/SiteLink";
import { christmasPath, occasionPath } from "../model/routes";

/** A list item per occasion page and per Christmas page given (the occasion links and the footer). */
export const OccasionLinkItems = ({
  occasions,
  christmas,
}: {
  occasions: readonly { slug: string; name: string }[];
  christmas: readonly { city: string; linkLabel: string }[];
}) => (
  <>
    {occasions.map((o) => (
      <li key={o.slug}>
        <Link to={occasionPath(o.slug)}>{o.name}</Link>
      </li>
    ))}
    {christmas.map((c) => (
      <li key={c.city}>
        <Link to={christmasPath(c.city)}>{c.linkLabel}</Link>
      </li>
    ))}
  </>
);
