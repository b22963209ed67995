/**
 * Build-time endpoint of the hosted form service (GATSBY_ variables are inlined by Gatsby). A module of
 * its own: the form's plain `action` needs it with the page, the sending code (./submit) loads later.
 */
export const ENQUIRY_ENDPOINT = process.env.GATSBY_ENQUIRY_ENDPOINT ?? "";
