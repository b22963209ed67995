import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { germanDate, type Cents, type Quote, type QuoteLine } from "../../lib/quote";
import { QUOTE_LABELS, euro } from "./Quote.labels";
import { QuoteVisitor } from "./QuoteVisitor";

const S = QUOTE_LABELS.sheet;

/** The DJ's business facts the sheet names (site.yaml, as the Impressum). */
export interface QuoteBusiness {
  businessName: string;
  ownerName: string;
  street: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  vatId?: string | null;
}

interface Props {
  quote: Quote;
  business: QuoteBusiness;
  travelRadiusKm: number;
  /** The visitor's entries (readQuoteRequest, the page's inputs): shown in their own block only. */
  company: string;
  name: string;
  /** yyyy-mm-dd, checked, or null. */
  eventDate: string | null;
  eventPlace: string | null;
  /** The full address of /kontakt with this quote: printed, so it can be typed from paper. */
  acceptUrl: string;
}

/** Private customers read gross first, business customers net first (PAngV). */
const columns = (quote: Quote): ("netCents" | "vatCents" | "grossCents")[] =>
  quote.selection.customer === "private"
    ? ["grossCents", "vatCents", "netCents"]
    : ["netCents", "vatCents", "grossCents"];

const lineTitle = (line: QuoteLine) =>
  line.kind === "hours" ? S.extraHours(line.quantity ?? 0, euro(line.unitCents ?? 0)) : line.name;

/** The written quote: what the printer gets (the page's print style hides everything else). */
export const QuoteSheet = ({
  quote,
  business: b,
  travelRadiusKm,
  company,
  name,
  eventDate,
  eventPlace,
  acceptUrl,
}: Props) => {
  return (
    <Sheet data-quote-sheet="" data-testid="quote-sheet" aria-label={`${S.number} ${quote.number}`}>
      <SheetTop quote={quote} business={b} />
      <h2>{S.title}</h2>
      <QuoteVisitor
        company={company}
        name={name}
        occasion={quote.selection.variant === "christmas" ? S.christmas : null}
        eventDate={eventDate}
        eventPlace={eventPlace}
      />
      <LinesTable quote={quote} />
      <QuoteTotals quote={quote} />
      <p>
        <strong>{S.nonBinding}</strong>
      </p>
      <p>{S.includes(travelRadiusKm, b.city)}</p>
      <p>
        {S.acceptText}
        <br />
        <a href={acceptUrl} data-testid="quote-accept-url">
          {acceptUrl}
        </a>
      </p>
    </Sheet>
  );
};

/** The head of the sheet: the DJ's address, and the quote's number, date and validity. */
const SheetTop = ({ quote, business: b }: { quote: Quote; business: QuoteBusiness }) => (
  <Top>
    <address>
      <strong>{b.businessName}</strong>
      <br />
      {b.street}
      <br />
      {b.postalCode} {b.city}
      <br />
      {S.phone} {b.phone}
      <br />
      {S.email} {b.email}
      {b.vatId && (
        <>
          <br />
          {S.vatId} {b.vatId}
        </>
      )}
    </address>
    <dl>
      <dt>{S.number}</dt>
      <dd data-testid="quote-number">{quote.number}</dd>
      <dt>{S.date}</dt>
      <dd>{germanDate(quote.date)}</dd>
      <dt>{S.validUntil}</dt>
      <dd>{germanDate(quote.validUntil)}</dd>
    </dl>
  </Top>
);

/** The quote's lines, one row each, with the amounts in the customer's column order. */
const LinesTable = ({ quote }: { quote: Quote }) => {
  const cols = columns(quote);
  const head = { netCents: S.net, vatCents: S.vat(quote.vatRate), grossCents: S.gross };
  return (
    <TableScroll>
      <Table>
        <thead>
          <tr>
            <th scope="col">{S.item}</th>
            {cols.map((c) => (
              <th key={c} scope="col">
                {head[c]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line) => (
            <tr key={`${line.kind}-${line.id}`}>
              <th scope="row">
                {lineTitle(line)}
                {line.kind === "package" && (
                  <>
                    <Small>{S.hours(line.quantity ?? 0)}</Small>
                    {(line.features ?? []).length > 0 && <Small>{(line.features ?? []).join(" · ")}</Small>}
                  </>
                )}
                {line.kind === "extra" && line.note && <Small>{line.note}</Small>}
              </th>
              {cols.map((c) => (
                <td key={c}>{euro(line[c])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
};

/** The totals: gross first for private customers, net first for business customers; the first one bold. */
const QuoteTotals = ({ quote }: { quote: Quote }) => {
  const { vatRate } = quote;
  const t = quote.totals;
  const totals: [string, Cents][] =
    quote.selection.customer === "private"
      ? [
          [S.totalGrossPrivate, t.grossCents],
          [S.totalVatPrivate(vatRate), t.vatCents],
          [S.totalNetPrivate, t.netCents],
        ]
      : [
          [S.totalNet, t.netCents],
          [S.totalVat(vatRate), t.vatCents],
          [S.totalGross, t.grossCents],
        ];
  return (
    <Totals data-testid="quote-totals">
      {totals.map(([label, amount], i) => (
        <div key={label} data-lead={i === 0 ? "" : undefined}>
          <dt>{label}</dt>
          <dd>{euro(amount)}</dd>
        </div>
      ))}
    </Totals>
  );
};

const Sheet = styled.article`
  max-width: 50rem;
  margin: 0 auto;
  padding: clamp(${theme.space[4]}, 4vw, ${theme.space[7]});
  background: #fff;
  color: #111;
  border-radius: ${theme.radii.lg};
  font-size: ${theme.fontSizes.sm};
  line-height: 1.45;
  address,
  a {
    overflow-wrap: anywhere;
  }
  h2 {
    margin: ${theme.space[5]} 0 ${theme.space[3]};
    font-size: 1.6rem;
    color: #111;
  }
  p {
    margin: 0 0 ${theme.space[2]};
  }
  a {
    color: #111;
  }
  @media print {
    max-width: none;
    padding: 0;
    border-radius: 0;
    font-size: 10pt;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space[4]};
  address {
    font-style: normal;
  }
  dl {
    display: grid;
    grid-template-columns: auto auto;
    gap: 2px ${theme.space[3]};
    margin: 0;
    align-content: start;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

/** On a narrow phone the table scrolls sideways in its box; the page itself never gets wider than the screen. */
const TableScroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
  @media print {
    overflow: visible;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: ${theme.space[3]} 0;
  th,
  td {
    border-bottom: 1px solid #999;
    padding: 6px 4px;
    text-align: right;
    vertical-align: top;
  }
  td,
  thead th {
    white-space: nowrap;
  }
  th[scope="row"] {
    hyphens: auto;
    overflow-wrap: break-word;
  }
  @media (max-width: 30rem) {
    font-size: 0.85em;
    th,
    td {
      padding: 6px 2px;
    }
  }
  th[scope="row"],
  thead th:first-child {
    text-align: left;
  }
  thead th {
    border-bottom: 2px solid #111;
  }
  tr {
    break-inside: avoid;
  }
`;

const Small = styled.span`
  display: block;
  font-weight: 400;
  font-size: 0.85em;
  color: #333;
`;

const Totals = styled.dl`
  display: grid;
  justify-content: end;
  margin: 0 0 ${theme.space[4]};
  div {
    display: grid;
    grid-template-columns: auto 8rem;
    gap: ${theme.space[3]};
    text-align: right;
  }
  dd {
    margin: 0;
  }
  [data-lead] {
    font-weight: 700;
    font-size: 1.15em;
  }
`;
