import React from "react";
import { NEW_TAB_NOTE_LABELS as L } from "./NewTabNote.labels";

/** Tells screen-reader users, at the end of a link's name, that the link opens a new tab; not visible. */
export const NewTabNote = () => <span className="visually-hidden">{` ${L.newTab}`}</span>;
