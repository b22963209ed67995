import React, { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import styled, { createGlobalStyle } from "styled-components";
import type { PlanDraft, PlanNotes, PlanSong } from "../../lib/music-plan";
import { PLANNER_LABELS as L } from "./MusicPlanner.labels";
import { occasionLabel } from "./payload";

interface Props {
  draft: PlanDraft;
  genres: readonly string[];
}

const filled = (songs: readonly PlanSong[]) => songs.filter((s) => s.title.trim() || s.artist.trim());

/**
 * The run sheet: what the printer gets instead of the page (no navigation, header, footer, banner
 * or buttons). A child of <body> (portal), so one print rule hides everything else; on screen it is
 * not shown. Ten moments and thirty titles fit on two A4 pages.
 */
export const PrintSheet = ({ draft, genres }: Props) => {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    setHost(document.body);
    document.documentElement.setAttribute("data-print-plan", "");
    return () => document.documentElement.removeAttribute("data-print-plan");
  }, []);
  if (!host) return null;
  const moments = draft.moments.filter((m) => m.time || m.title.trim() || m.song.trim() || m.note.trim());
  const lists = [
    [L.songs.mustPlay, filled(draft.mustPlay)],
    [L.songs.doNotPlay, filled(draft.doNotPlay)],
  ] as const;
  const wishes = (wish: "more" | "less") => genres.filter((g) => draft.genres[g] === wish);
  const notes = (["contact", "volume", "moderation", "other"] as const).filter((f) => draft.notes[f].trim());
  const facts = [
    draft.occasion && [L.print.occasion, occasionLabel(draft.occasion)],
    draft.date.trim() && [L.print.date, draft.date.trim()],
    draft.name.trim() && [L.print.name, draft.name.trim()],
  ].filter((f): f is [string, string] => Boolean(f));
  return createPortal(
    <>
      <PrintRules />
      <Sheet data-print-sheet="">
        <h1>{L.print.title}</h1>
        {facts.length > 0 && <SheetFacts facts={facts} />}
        {moments.length > 0 && <MomentsSection moments={moments} />}
        {lists.map(([title, songs]) => songs.length > 0 && <SongSection key={title} title={title} songs={songs} />)}
        {(wishes("more").length > 0 || wishes("less").length > 0) && (
          <GenreSection more={wishes("more")} less={wishes("less")} />
        )}
        {notes.length > 0 && <NotesSection fields={notes} notes={draft.notes} />}
      </Sheet>
    </>,
    host,
  );
};

/** The plan's facts in one line: occasion, date and name, as far as given. */
const SheetFacts = ({ facts }: { facts: readonly [string, string][] }) => (
  <p>
    {facts.map(([label, value], i) => (
      <span key={label}>
        {i > 0 && " · "}
        <strong>{label}</strong> {value}
      </span>
    ))}
  </p>
);

/** The running order: one table row per moment. */
const MomentsSection = ({ moments }: { moments: PlanDraft["moments"] }) => (
  <section>
    <h2>{L.moments.legend}</h2>
    <table>
      <thead>
        <tr>
          <th scope="col">{L.moments.time}</th>
          <th scope="col">{L.moments.title}</th>
          <th scope="col">{L.moments.song}</th>
          <th scope="col">{L.moments.note}</th>
        </tr>
      </thead>
      <tbody>
        {moments.map((m) => (
          <tr key={m.key}>
            <td>{m.time}</td>
            <td>{m.title}</td>
            <td>{m.song}</td>
            <td>{m.note}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </section>
);

/** One song list (must play / do not play): title and artist per line. */
const SongSection = ({ title, songs }: { title: string; songs: readonly PlanSong[] }) => (
  <section>
    <h2>{title}</h2>
    <ol>
      {songs.map((s) => (
        <li key={s.key}>
          {s.title.trim()}
          {s.title.trim() && s.artist.trim() && " – "}
          {s.artist.trim()}
        </li>
      ))}
    </ol>
  </section>
);

/** The genre wishes: more of, less of. */
const GenreSection = ({ more, less }: { more: readonly string[]; less: readonly string[] }) => (
  <section>
    <h2>{L.genres.legend}</h2>
    {more.length > 0 && (
      <p>
        <strong>{L.print.more}</strong> {more.join(", ")}
      </p>
    )}
    {less.length > 0 && (
      <p>
        <strong>{L.print.less}</strong> {less.join(", ")}
      </p>
    )}
  </section>
);

/** The notes for the evening that are filled in. */
const NotesSection = ({ fields, notes }: { fields: readonly (keyof PlanNotes)[]; notes: PlanNotes }) => (
  <section>
    <h2>{L.notes.legend}</h2>
    <dl>
      {fields.map((f) => (
        <div key={f}>
          <dt>{L.notes[f]}</dt>
          <dd>{notes[f].trim()}</dd>
        </div>
      ))}
    </dl>
  </section>
);

/** Only while the sheet is on the page: the printer gets the sheet alone, black on white. */
const PrintRules = createGlobalStyle`
  @page {
    size: A4;
    margin: 14mm 14mm 16mm;
  }
  @media print {
    html[data-print-plan],
    html[data-print-plan] body {
      background: #fff !important;
      color: #000 !important;
    }
    html[data-print-plan] body > :not([data-print-sheet]) {
      display: none !important;
    }
  }
`;

const Sheet = styled.article`
  display: none;
  @media print {
    display: block;
    font-family: Arial, "Liberation Sans", Helvetica, sans-serif;
    font-size: 10pt;
    line-height: 1.35;
    color: #000;
    h1 {
      font-family: inherit;
      font-size: 18pt;
      font-weight: 700;
      letter-spacing: 0;
      margin: 0 0 4pt;
    }
    h2 {
      font-family: inherit;
      font-size: 12.5pt;
      font-weight: 700;
      letter-spacing: 0;
      margin: 12pt 0 4pt;
      break-after: avoid;
    }
    p {
      margin: 0 0 4pt;
    }
    table {
      width: 100%;
      border-collapse: collapse;
    }
    th,
    td {
      border: 0.5pt solid #777;
      padding: 3pt 4pt;
      text-align: left;
      vertical-align: top;
    }
    th {
      background: #eee;
    }
    th:first-child,
    td:first-child {
      width: 13mm;
      white-space: nowrap;
    }
    tr {
      break-inside: avoid;
    }
    ol {
      columns: 2;
      column-gap: 10mm;
      margin: 0;
      padding-left: 7mm;
    }
    li {
      break-inside: avoid;
      padding: 1pt 0;
    }
    dl {
      margin: 0;
      display: grid;
      gap: 4pt;
    }
    dt {
      font-weight: 700;
    }
    dd {
      margin: 0;
      white-space: pre-line;
    }
  }
`;
