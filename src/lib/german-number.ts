/**
 * Numbers as German text, written out instead of `toLocaleString("de-DE")`: that builds an ICU
 * number formatter, which measured 18 ms of main-thread time while hydrating one page with a price
 * table. A unit test holds these against Intl's own output.
 */

/** Whole number with German digit grouping: 1190 → "1.190". */
export const formatWholeNumber = (value: number): string => {
  const digits = String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return value < 0 ? `-${digits}` : digits;
};

/**
 * One decimal place with a decimal comma, rounded half up as Intl does: 4.85 → "4,9", 5 → "5,0".
 * (Rounded on the number's decimal text: 4.85 × 10 is 48.4999… in binary.)
 */
export const formatOneDecimal = (value: number): string => {
  const tenths = Math.round(Math.abs(Number(`${Math.abs(value)}e1`)));
  const text = `${formatWholeNumber(Math.floor(tenths / 10))},${tenths % 10}`;
  return value < 0 && tenths !== 0 ? `-${text}` : text;
};
