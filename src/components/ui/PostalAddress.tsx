import React, { Fragment, type ReactNode } from "react";
import { POSTAL_ADDRESS_LABELS as L } from "./PostalAddress.labels";

interface Props {
  /** The lines above the street: the owner's and/or the business's name. */
  names: readonly string[];
  street: string;
  postalCode: string;
  city: string;
  /** Phone line, e.g. { number: "040 …", e164: "+4940…" }: "Telefon: 040 …". */
  phone?: { number: string; e164: string };
  /** E-mail line: "E-Mail: …". */
  email?: string;
}

/** A postal address as one <address>, a line each; phone and e-mail as links when given. */
export const PostalAddress = ({ names, street, postalCode, city, phone, email }: Props) => {
  const lines: ReactNode[] = [
    ...names,
    street,
    <>
      {postalCode} {city}
    </>,
  ];
  if (phone)
    lines.push(
      <>
        {`${L.phone}: `}
        <a href={`tel:${phone.e164}`}>{phone.number}</a>
      </>,
    );
  if (email)
    lines.push(
      <>
        {`${L.email}: `}
        <a href={`mailto:${email}`}>{email}</a>
      </>,
    );
  return (
    <address>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </address>
  );
};
