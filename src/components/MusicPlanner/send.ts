import { postToFormService } from "../EnquiryForm/submit";

/** Posts the plan's fields to the enquiry's form service: true on a 2xx answer, false otherwise. */
export const sendPlan = postToFormService;

/**
 * Copies text: the Clipboard API first, then the older copy command on a selected text area (the
 * spec's "fallback copy method"). False when neither worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    let copied = false;
    try {
      copied = document.execCommand("copy");
    } catch {
      copied = false;
    }
    area.remove();
    return copied;
  }
}
