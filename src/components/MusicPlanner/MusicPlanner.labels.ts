import { ENQUIRY_FORM_LABELS, ENQUIRY_FORM_MESSAGES } from "../EnquiryForm/EnquiryForm.labels";
import { SHARE_MESSAGES } from "../ShareButtons.labels";
import { SHARE_LINK_MAX } from "../../lib/plan-link";
import { formatWholeNumber } from "../../lib/german-number";

const number = formatWholeNumber;

/**
 * Every fixed word of the Musikplanung (MusicPlanner and its parts, the thank-you page's heading):
 * the issue's labels and messages. The page's own texts (intro, moments per occasion, notices) are
 * content, in content/planning/planning.yaml.
 */
export const PLANNER_LABELS = {
  form: "Musikplanung",
  /** The enquiry form's event types, as the form shows them. */
  occasions: ENQUIRY_FORM_LABELS.options.eventTyp,
  occasion: "Anlass",
  selectPlaceholder: ENQUIRY_FORM_LABELS.selectPlaceholder,
  steps: "So funktioniert es",
  /** The row buttons show a sign; their names say what they do. */
  icons: { up: "↑", down: "↓", remove: "×" },
  moments: {
    legend: "Ablauf",
    title: "Programmpunkt",
    time: "Uhrzeit",
    song: "Musikwunsch",
    note: "Notiz",
    add: "Programmpunkt hinzufügen",
    up: (title: string) => `${title} nach oben verschieben`,
    down: (title: string) => `${title} nach unten verschieben`,
    remove: (title: string) => `${title} entfernen`,
    /** Name of a moment without a title, in the buttons' names. */
    untitled: (n: number) => `Programmpunkt ${n}`,
    moved: (title: string, position: number, count: number) =>
      `${title} steht jetzt an Stelle ${position} von ${count}.`,
    removed: (title: string) => `${title} entfernt.`,
    /** Without JavaScript: one text area. */
    plain: "Ihr Ablauf",
  },
  songs: {
    mustPlay: "Unbedingt spielen",
    doNotPlay: "Bitte nicht spielen",
    title: "Titel",
    artist: "Interpret",
    add: "Titel hinzufügen",
    remove: (n: number, title: string) => `Titel ${n}${title ? ` „${title}“` : ""} entfernen`,
    removed: (n: number) => `Titel ${n} entfernt.`,
    empty: "Noch keine Titel.",
    /** Without JavaScript: one text area per list. */
    plain: "Titel – Interpret, ein Titel je Zeile",
  },
  genres: {
    legend: "Musikrichtungen",
    lead: "Wovon darf es mehr sein, wovon weniger?",
    more: "mehr",
    less: "weniger",
    dj: "wie der DJ meint",
  },
  notes: {
    legend: "Hinweise für den Abend",
    contact: "Ansprechpartner am Abend",
    contactHint: "Wer entscheidet vor Ort, wenn sich etwas verschiebt? Name und Telefonnummer.",
    volume: "Lautstärke und Vorgaben der Location",
    volumeHint: "z. B. Pegelbegrenzer, Musikende um 1 Uhr, draußen nur bis 22 Uhr.",
    moderation: "Moderation",
    moderationHint: "Ansagen, Namen und ihre Aussprache, was ich nicht ansagen soll.",
    other: "Weitere Wünsche",
  },
  actions: {
    region: "Planung speichern, teilen und drucken",
    share: "Link zum Teilen kopieren",
    print: "Drucken",
    clear: "Planung löschen",
    link: "Link zu Ihrer Planung",
    toSend: "Planung senden",
  },
  send: {
    legend: "Planung senden",
    name: "Ihr Name",
    email: "E-Mail-Adresse",
    date: "Datum der Feier",
    dateHint: "Format TT.MM.JJJJ",
    datePlaceholder: "TT.MM.JJJJ",
    submit: "Planung senden",
    submitting: ENQUIRY_FORM_MESSAGES.submitting,
    privacyLink: ENQUIRY_FORM_LABELS.privacyLink,
    honeypot: ENQUIRY_FORM_LABELS.honeypot,
    retry: ENQUIRY_FORM_LABELS.fallback.retry,
    byEmail: ENQUIRY_FORM_LABELS.fallback.email,
    call: ENQUIRY_FORM_LABELS.fallback.call,
    requiredBefore: ENQUIRY_FORM_LABELS.requiredBefore,
    requiredStar: ENQUIRY_FORM_LABELS.requiredStar,
    requiredAfter: ENQUIRY_FORM_LABELS.requiredAfter,
    inline: "Das Senden hat nicht geklappt – Ihre Planung ist noch da. Sie erreichen mich auch so:",
  },
  dialogs: {
    shared: {
      title: "Welche Planung möchten Sie behalten?",
      text: "Der Link enthält eine Planung, und in diesem Browser ist schon eine andere gespeichert. Die Planung, die Sie nicht wählen, wird verworfen.",
      accept: "Planung aus dem Link übernehmen",
      keep: "Meine bisherige Planung behalten",
    },
    occasion: {
      title: (occasion: string) => `Ablauf für „${occasion}“ neu anlegen?`,
      text: "Ihr Ablauf enthält schon Angaben. Ein neuer Ablauf ersetzt die bisherigen Programmpunkte.",
      accept: "Ablauf neu anlegen",
      keep: "Bisherigen Ablauf behalten",
    },
    clear: {
      title: "Planung löschen?",
      text: "Alle Angaben dieser Planung werden aus diesem Browser gelöscht. Eine schon gesendete Planung bleibt bei mir.",
      accept: "Planung löschen",
      keep: "Abbrechen",
    },
  },
  print: {
    title: "Musikplanung",
    date: "Datum:",
    occasion: "Anlass:",
    name: "Von:",
    more: "Mehr davon:",
    less: "Weniger davon:",
  },
  /** The readable text fields sent to the form service (and the e-mail fallback); `email` is the service's reply-to. */
  fields: {
    form: "formular",
    name: "name",
    email: "email",
    date: "Datum der Feier",
    occasion: "Anlass",
    moments: "Ablauf",
    mustPlay: "Unbedingt spielen",
    doNotPlay: "Bitte nicht spielen",
    genres: "Musikrichtungen",
    contact: "Ansprechpartner am Abend",
    volume: "Lautstärke und Vorgaben der Location",
    moderation: "Moderation",
    other: "Weitere Wünsche",
    /** Without JavaScript each genre is a radio group of its own. */
    genre: (genre: string) => `Musikrichtung: ${genre}`,
  },
  /** Value of the `formular` field: the local inbox (scripts/enquiry-inbox.mjs) knows the plan by it. */
  formName: "Musikplanung",
  /** `_subject` at the form service (dd.MM.yyyy); without JavaScript name and date are not known yet. */
  subject: (name: string, date: string) => `Musikplanung von ${name} für den ${date}`,
  subjectPlain: (host: string) => `Musikplanung über ${host}`,
  mail: {
    subject: (name: string, date: string) => `Musikplanung von ${name} für den ${date}`,
    body: (fields: string) =>
      `Guten Tag,\n\nhier ist meine Musikplanung (das Formular auf der Website ließ sich gerade nicht senden):\n\n${fields}\n`,
  },
} as const;

/** The messages: the issue's and the spec's (toasts of section 8, sending of section 4). */
export const PLANNER_MESSAGES = {
  name: "Bitte geben Sie Ihren Namen ein",
  email: ENQUIRY_FORM_MESSAGES.email,
  dateMissing: "Bitte geben Sie das Datum der Feier ein (TT.MM.JJJJ)",
  dateFormat: "Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein",
  datePast: "Das Datum der Feier darf nicht in der Vergangenheit liegen",
  success: {
    title: "Vielen Dank für Ihre Musikplanung!",
    text: "Ich lese sie in Ruhe und melde mich, wenn ich Fragen habe. Ihre Planung bleibt in diesem Browser – Änderungen können Sie jederzeit erneut senden.",
  },
  failure: ENQUIRY_FORM_MESSAGES.failure,
  copied: SHARE_MESSAGES.copied,
  copyFailed: SHARE_MESSAGES.copyFailed,
  /** A field over its limit (PLAN_LIMITS; the maxlength stops typing, a restored plan or a script may hold more). */
  textTooLong: (max: number, length: number) =>
    `Bitte kürzen Sie auf höchstens ${number(max)} Zeichen (jetzt ${number(length)})`,
  invalidLink: "Dieser Link enthält keine gültige Musikplanung",
  invalidLinkText: "Ihre Planung in diesem Browser ist unverändert.",
  unsupportedLink:
    "Ihr Browser kann diesen Link nicht öffnen. Bitte öffnen Sie ihn in einem aktuellen Browser (Chrome, Edge, Firefox oder Safari).",
  opened: "Die Planung aus dem Link ist geöffnet.",
  tooLong: (length: number) =>
    `Ihre Planung ist zu lang für einen Link (${number(length)} Zeichen, höchstens ${number(SHARE_LINK_MAX)}). Senden Sie sie mir direkt oder drucken Sie sie aus.`,
  storage:
    "Ihre Planung kann in diesem Browser nicht gespeichert werden (Speicher voll oder abgeschaltet). Sie bleibt erhalten, solange diese Seite geöffnet ist – senden, teilen oder drucken Sie sie, bevor Sie die Seite schließen.",
  cleared: "Die Planung ist gelöscht.",
} as const;
