/** The enquiry's life cycle (spec section 4). */
export type EnquiryState = "idle" | "submitting" | "success" | "failure";
export type EnquiryEvent = "submit" | "succeeded" | "failed" | "edit";

export function nextState(state: EnquiryState, event: EnquiryEvent): EnquiryState {
  switch (event) {
    case "submit":
      return state === "submitting" ? state : "submitting"; // no second request while one is pending
    case "succeeded":
      return state === "submitting" ? "success" : state;
    case "failed":
      return state === "submitting" ? "failure" : state;
    case "edit":
      return state === "submitting" ? state : "idle";
    default:
      return state;
  }
}
