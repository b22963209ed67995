import React, { Fragment, type ReactNode } from "react";

interface Props {
  /** The lines above the street: the owner's and/or the business's name. */
  names: readonly string[];
  street: string;
  postalCode: string;
  city: string;
  /** Phone line, e.g. { label: "Telefon", number: "040 …", e164: "+4940…" }. */
  phone?: { label: string; number: string; e164: string };
  /** E-mail line, e.g. { label: "E-Mail", address: "…" }. */
  email?: { label: string; address: string };
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
        {`${phone.label}: `}
        <a href={`tel:${phone.e164}`}>{phone.number}</a>
      </>,
    );
  if (email)
    lines.push(
      <>
        {`${email.label}: `}
        <a href={`mailto:${email.address}`}>{email.address}</a>
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
