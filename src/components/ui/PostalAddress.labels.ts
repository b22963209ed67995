/** Words of the postal address block (PostalAddress.tsx): before the phone number and the e-mail address. */
export const POSTAL_ADDRESS_LABELS = {
  phone: "Telefon",
  email: "E-Mail",
} as const;
