// The header search box's suggestion list as a pure state machine, so its keyboard rules are tested without a
// browser. The list shows only on the page where it was opened (any navigation closes it, as the navigation
// menu's dropdowns do) and only while it has suggestions, which the component knows; the highlight is an
// index into its options (the products, then the "see all results" row).

export interface SuggestionsState {
  /** The page (path and query) the list was opened on; null once closed by Escape, Tab, a tap outside or a choice. */
  openAt: string | null;
  /** The highlighted option, -1 for none. */
  active: number;
}

export type SuggestionsAction =
  /** The query changed, or the box got the focus: the list shows its answer, with nothing highlighted. */
  | { type: 'open'; at: string }
  /** ArrowDown (+1) or ArrowUp (-1) over `count` options: wraps at either end, and opens a closed list. */
  | { type: 'move'; step: 1 | -1; count: number; at: string }
  /** The pointer rests on an option. */
  | { type: 'point'; index: number }
  | { type: 'close' };

export const closedSuggestions: SuggestionsState = { openAt: null, active: -1 };

export const suggestionsReducer = (state: SuggestionsState, action: SuggestionsAction): SuggestionsState => {
  switch (action.type) {
    case 'open':
      return { openAt: action.at, active: -1 };
    case 'move': {
      if (action.count <= 0) return state;
      const from = state.openAt === action.at && state.active < action.count ? state.active : -1;
      const active = from === -1 ? (action.step > 0 ? 0 : action.count - 1) : mod(from + action.step, action.count);
      return { openAt: action.at, active };
    }
    case 'point':
      return state.active === action.index ? state : { ...state, active: action.index };
    case 'close':
      return state.openAt === null && state.active === -1 ? state : closedSuggestions;
  }
};

const mod = (value: number, count: number) => ((value % count) + count) % count;

/** The highlighted option of a list of `count` options on page `at`, or -1: a shorter new answer drops a highlight past its end. */
export const activeOption = (state: SuggestionsState, at: string, count: number): number =>
  state.openAt === at && state.active < count ? state.active : -1;
