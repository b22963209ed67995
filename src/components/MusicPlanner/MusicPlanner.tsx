import React, { useRef } from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";
import { ENQUIRY_ENDPOINT } from "../EnquiryForm/submit";
import { plainPost } from "../ui/plainPost";
import { PLANNING_THANK_YOU_PATH } from "../../model/routes";
import { momentHint, type OccasionMoments } from "../../lib/music-plan";
import { PLANNER_LABELS as L, PLANNER_MESSAGES as M } from "./MusicPlanner.labels";
import { Field, Select } from "./MusicPlanner.styles";
import { MomentList } from "./MomentList";
import { SongList } from "./SongList";
import { GenreWishes } from "./GenreWishes";
import { PlanNotes } from "./PlanNotes";
import { PlanActions } from "./PlanActions";
import { SendSection, sendFieldId, type Contact } from "./SendSection";
import { ChoiceDialog } from "./ChoiceDialog";
import { PrintSheet } from "./PrintSheet";
import { OCCASION_ID, SONG_LIST_IDS, usePlanner, type Question } from "./usePlanner";
import { occasionLabel, planMailto } from "./payload";
import { useSendPlan, useSharePlan } from "./usePlanActions";

export interface PlannerTexts {
  occasionHint: string;
  noScriptHint: string;
  privacyNotice: string;
}

type Planner = ReturnType<typeof usePlanner>;

interface Props {
  /** content/planning/planning.yaml: the moments each occasion starts with. */
  occasions: readonly OccasionMoments[];
  /** The site's genre tags (content/site/site.yaml). */
  genres: readonly string[];
  texts: PlannerTexts;
  /** Absolute base URL of the site (the plain post's `_next` and subject). */
  siteUrl: string;
  contact: Contact;
}

/**
 * The Musikplanung. Its HTML is a plain multipart form to the enquiry's form service, with text areas
 * for the moments and both lists and its own thank-you page. Once the app runs it takes over: rows
 * per moment and title, a draft in this browser, a link to share, a run sheet to print, and sending
 * with the enquiry's states (busy label, retry, the plan by e-mail).
 */
export const MusicPlanner = ({ occasions, genres, texts, siteUrl, contact }: Props) => {
  const form = useRef<HTMLFormElement>(null);
  const p = usePlanner(form, occasions, genres);
  const { draft, ready } = p;
  const { share, onShare } = useSharePlan(p);
  const sending = useSendPlan(p, form, genres, contact);
  const send = sending.send;
  const siteHost = siteUrl.replace(/^https?:\/\//, "");
  const mailto = planMailto(draft, genres, contact.email);

  const dialog = choiceDialog(p.question, draft.occasion);

  return (
    <>
      <Form
        ref={form}
        {...plainPost(ENQUIRY_ENDPOINT)}
        aria-label={L.form}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <PlannerNotices notice={p.notice} storage={p.storage} />
        <OccasionField value={draft.occasion} onChange={p.chooseOccasion} />
        <MomentList
          moments={draft.moments}
          hintOf={(title) => momentHint(occasions, draft.occasion, title)}
          ready={ready}
          occasionChosen={Boolean(draft.occasion)}
          occasionHint={texts.occasionHint}
          noScriptHint={texts.noScriptHint}
          {...p.moments}
        />
        {(["mustPlay", "doNotPlay"] as const).map((list) => (
          <SongList
            key={list}
            list={SONG_LIST_IDS[list]}
            legend={L.songs[list]}
            songs={draft[list]}
            ready={ready}
            noScriptHint={L.songs.plain}
            {...p.songs(list)}
          />
        ))}
        <GenreWishes genres={genres} value={draft.genres} onChange={p.setGenre} />
        <PlanNotes value={draft.notes} onChange={p.setNote} />
        <PlanActions
          ready={ready}
          share={share}
          onShare={() => void onShare()}
          onPrint={() => window.print()}
          onClear={() => p.ask({ kind: "clear" })}
          onGoToSend={() => document.getElementById(sendFieldId("name"))?.focus()}
        />
        <SendSection
          draft={draft}
          errors={sending.errors}
          state={sending.state}
          privacyNotice={texts.privacyNotice}
          contact={contact}
          mailto={mailto}
          onChange={p.setField}
          onRetry={() => void send()}
        />
        <PlainPostFields siteUrl={siteUrl} siteHost={siteHost} />
        <p className="visually-hidden" role="status">
          <span key={p.announcement.n}>{p.announcement.text}</span>
        </p>
      </Form>
      {dialog && <ChoiceDialog {...dialog} onChoose={p.answer} />}
      {ready && <PrintSheet draft={draft} genres={genres} />}
    </>
  );
};

/** The dialog for the open question (a shared plan, replacing the moments, clearing everything), or none. */
const choiceDialog = (question: Question | null, occasion: string) =>
  question &&
  {
    shared: L.dialogs.shared,
    clear: L.dialogs.clear,
    occasion: { ...L.dialogs.occasion, title: L.dialogs.occasion.title(occasionLabel(occasion)) },
  }[question.kind];

/** The planner's notice (an error or an opened plan) and the hint when this browser cannot keep a draft. */
const PlannerNotices = ({ notice, storage }: Pick<Planner, "notice" | "storage">) => (
  <>
    {notice && (
      <Notice role={notice.kind === "error" ? "alert" : "status"} $error={notice.kind === "error"}>
        <strong>{notice.title}</strong> {notice.text}
      </Notice>
    )}
    {storage === "unavailable" && <Notice role="status">{M.storage}</Notice>}
  </>
);

/** The occasion: choosing one fills the moments it starts with (usePlanner asks before replacing edited ones). */
const OccasionField = ({ value, onChange }: { value: string; onChange: (occasion: string) => void }) => (
  <Field>
    <label htmlFor={OCCASION_ID}>{L.occasion}</label>
    <Select id={OCCASION_ID} name={L.fields.occasion} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{L.selectPlaceholder}</option>
      {L.occasions.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Select>
  </Field>
);

/** For the plain form post (no JavaScript): how the service knows it, its subject, the site, where to return. */
const PlainPostFields = ({ siteUrl, siteHost }: { siteUrl: string; siteHost: string }) => (
  <>
    <input type="hidden" name={L.fields.form} defaultValue={L.formName} />
    <input type="hidden" name="_subject" defaultValue={L.subjectPlain(siteHost)} />
    <input type="hidden" name="website" defaultValue={siteHost} />
    <input type="hidden" name="_next" defaultValue={`${siteUrl}${PLANNING_THANK_YOU_PATH}`} />
  </>
);

const Form = styled.form`
  display: grid;
  gap: ${theme.space[6]};
  max-width: 64rem;
  html:not([data-js]) & [data-js-only] {
    display: none;
  }
  html[data-js] & [data-no-js] {
    display: none;
  }
`;

const Notice = styled.div<{ $error?: boolean }>`
  padding: ${theme.space[4]};
  border: 1px solid ${({ $error }) => ($error ? theme.colors.danger : theme.colors.accent)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`;
