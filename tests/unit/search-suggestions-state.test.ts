import { describe, expect, it } from 'vitest';
import {
  activeOption,
  closedSuggestions,
  suggestionsReducer,
  type SuggestionsAction,
  type SuggestionsState,
} from '../../frontend/src/features/inner-products/components/search-suggestions-state';

// Nine options: eight products and the "see all results" row.
const count = 9;
const home = '/';
const run = (actions: SuggestionsAction[], from: SuggestionsState = closedSuggestions) =>
  actions.reduce(suggestionsReducer, from);
const down = (at = home): SuggestionsAction => ({ type: 'move', step: 1, count, at });
const up = (at = home): SuggestionsAction => ({ type: 'move', step: -1, count, at });

describe('the header search box’s suggestion list', () => {
  it('opens on typing or focus with nothing highlighted', () => {
    const state = run([{ type: 'open', at: home }]);

    expect(state).toEqual({ openAt: home, active: -1 });
    expect(activeOption(state, home, count)).toBe(-1);
  });

  it('moves the highlight down from the first option and wraps from the last to the first', () => {
    const typed: SuggestionsAction = { type: 'open', at: home };

    expect(run([typed, down()]).active).toBe(0);
    expect(run([typed, down(), down(), down()]).active).toBe(2);
    expect(run([typed, ...Array.from({ length: count }, () => down())]).active).toBe(count - 1);
    expect(run([typed, ...Array.from({ length: count + 1 }, () => down())]).active).toBe(0);
  });

  it('moves the highlight up from the last option and wraps from the first to the last', () => {
    const typed: SuggestionsAction = { type: 'open', at: home };

    expect(run([typed, up()]).active).toBe(count - 1);
    expect(run([typed, up(), up()]).active).toBe(count - 2);
    expect(run([typed, down(), up()]).active).toBe(count - 1);
  });

  it('forgets the highlight when the query changes', () => {
    expect(run([{ type: 'open', at: home }, down(), down(), { type: 'open', at: home }])).toEqual({
      openAt: home,
      active: -1,
    });
  });

  it('closes on Escape, Tab, a tap outside or a choice, and opens again on the first option with ArrowDown', () => {
    const closed = run([{ type: 'open', at: home }, down(), down(), { type: 'close' }]);

    expect(closed).toEqual(closedSuggestions);
    expect(run([down()], closed)).toEqual({ openAt: home, active: 0 });
    expect(run([up()], closed)).toEqual({ openAt: home, active: count - 1 });
  });

  it('follows the pointer', () => {
    expect(run([{ type: 'open', at: home }, down(), { type: 'point', index: 5 }, down()]).active).toBe(6);
  });

  it('shows nothing on another page than the one it was opened on', () => {
    const state = run([{ type: 'open', at: home }, down(), down()]);

    expect(activeOption(state, home, count)).toBe(1);
    expect(activeOption(state, '/search/6205', count)).toBe(-1);
    // A key on the new page starts again from the first option.
    expect(run([down('/search/6205')], state)).toEqual({ openAt: '/search/6205', active: 0 });
  });

  it('drops a highlight past the end of a shorter answer', () => {
    const state = run([{ type: 'open', at: home }, up()]);

    expect(activeOption(state, home, 3)).toBe(-1);
    expect(run([{ type: 'move', step: 1, count: 3, at: home }], state).active).toBe(0);
  });

  it('ignores arrows when there is nothing to highlight', () => {
    const state = run([{ type: 'open', at: home }]);

    expect(run([{ type: 'move', step: 1, count: 0, at: home }], state)).toBe(state);
  });
});
