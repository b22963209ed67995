import { DRAFT_KEY } from "../../lib/storage-keys";
import { formDraft } from "../../lib/form-draft";
import { FIELD_ORDER, MAX_LENGTH, type FieldName } from "./fields";

/**
 * The visitor's unsent enquiry (src/lib/form-draft.ts, key DRAFT_KEY). Cleared after a successful
 * send. The inline script (src/lib/pre-app.ts) writes the same format before the app has loaded.
 */
const draft = formDraft<FieldName>(DRAFT_KEY, FIELD_ORDER, MAX_LENGTH);

export const {
  filled: filledFields,
  read: readDraft,
  save: saveDraft,
  clear: clearDraft,
  inForm: fieldsInForm,
} = draft;
