import { CALLBACK_DRAFT_KEY } from "../../lib/storage-keys";
import { formDraft } from "../../lib/form-draft";
import { CALLBACK_FIELDS, CALLBACK_MAX_LENGTH, type CallbackField } from "./fields";

/**
 * The visitor's unsent callback request (src/lib/form-draft.ts, key CALLBACK_DRAFT_KEY), as the
 * enquiry's draft. Cleared after a successful send, and when every field is empty again.
 */
const draft = formDraft<CallbackField>(CALLBACK_DRAFT_KEY, CALLBACK_FIELDS, CALLBACK_MAX_LENGTH);

export const {
  filled: filledCallbackFields,
  read: readCallbackDraft,
  save: saveCallbackDraft,
  clear: clearCallbackDraft,
  inForm: callbackFieldsInForm,
} = draft;
