import type { Rule } from "eslint";

/** The rule `local/no-german-copy` (see no-german-copy.cjs). */
export declare const rule: Rule.RuleModule;
/** Whether a text reads as words for people (German copy) rather than code. */
export declare function looksGerman(text: string): boolean;
