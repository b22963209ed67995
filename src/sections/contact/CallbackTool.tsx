import React from "react";
import { CallbackForm } from "../../components/CallbackForm";
import type { Contact } from "../../components/EnquiryForm/SendFallback";
import type { IslandProps } from "../../components/Island";
import type { OpeningHoursRow } from "../../lib/opening-hours";

/** The callback form as CallbackSection's island: this code (and the phone-number check) loads with the form. */
const CallbackTool = ({
  hours,
  siteUrl,
  contact,
}: { hours: readonly OpeningHoursRow[]; siteUrl: string; contact: Contact } & IslandProps) => (
  <CallbackForm hours={hours} siteUrl={siteUrl} contact={contact} />
);
export default CallbackTool;
