import React from "react";
import { toast } from "react-toastify";

const Body = ({ title, text }: { title: string; text: string }) => (
  <div>
    <strong style={{ display: "block" }}>{title}</strong>
    <span>{text}</span>
  </div>
);

/** Toasts with a title line and a sentence, as the spec's message catalogue gives them. */
export const notify = {
  success: (m: { title: string; text: string }) => toast.success(<Body {...m} />),
  info: (m: { title: string; text: string }) => toast.info(<Body {...m} />),
  error: (m: { title: string; text: string }) => toast.error(<Body {...m} />, { role: "alert" }),
};
