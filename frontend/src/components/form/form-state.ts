import { toPathSlug } from '@vongbi/functions/contract/text';

// What an admin form holds between keystrokes, and how one change moves it on. Pure, so the rule that a
// record's unique path follows its name is tested without a browser.

/** The keys of `T` whose values are text. */
export type TextKey<T> = { [K in keyof T]-?: T[K] extends string ? K : never }[keyof T];

/** The unique-path field of a catalogue form and the name field it is proposed from. */
export interface PathLink<T> {
  name: TextKey<T>;
  path: TextKey<T>;
}

export interface FormState<T> {
  values: T;
  /** Staff changed something since the form loaded: leaving the page asks first. */
  dirty: boolean;
  /** The path is staff's own (typed by them, or saved with the record): the name no longer proposes one. */
  pathChosen: boolean;
}

/** A form as it loads; a saved record keeps its path when renamed. */
export const startForm = <T>(values: T, editing: boolean): FormState<T> => ({
  values,
  dirty: false,
  pathChosen: editing,
});

/**
 * The form after staff set `key` to `value`. The unique path follows the name ("Vòng bi FAG" →
 * "vong-bi-fag") until staff type a path of their own; emptying it hands it back to the name.
 */
export const changeForm = <T, K extends keyof T>(
  state: FormState<T>,
  key: K,
  value: T[K],
  link?: PathLink<T>,
): FormState<T> => {
  const values = { ...state.values, [key]: value };
  const changed: keyof T = key;
  if (link && changed === link.path) return { values, dirty: true, pathChosen: value !== '' };
  if (link && changed === link.name && !state.pathChosen) {
    return { values: { ...values, [link.path]: toPathSlug(String(value)) }, dirty: true, pathChosen: false };
  }
  return { ...state, values, dirty: true };
};
