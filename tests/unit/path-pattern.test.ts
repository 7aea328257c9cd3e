import { describe, expect, it } from 'vitest';
import { PATH_INPUT_PATTERN, PATH_PATTERN } from '@vongbi/functions/contract/fields';

// The unique-path field's `pattern` attribute: what a browser compiles from it, the way the HTML standard says
// (anchored, `v` flag), must be a valid regular expression that agrees with the server's rule.

const asBrowserCompilesIt = (pattern: string) => new RegExp(`^(?:${pattern})$`, 'v');

describe('PATH_INPUT_PATTERN', () => {
  it('compiles with the v flag, as browsers compile a pattern attribute', () => {
    expect(() => asBrowserCompilesIt(PATH_INPUT_PATTERN)).not.toThrow();
  });

  it.each([
    ['vong-bi-fag-6205', true],
    ['6205', true],
    ['-', true],
    ['a'.repeat(200), true],
    ['', false],
    ['a'.repeat(201), false],
    ['Vong-bi', false],
    ['vòng-bi', false],
    ['vong bi', false],
    ['vong_bi', false],
    ['vong/bi', false],
  ])('agrees with the server on %j (%s)', (value, accepted) => {
    expect(asBrowserCompilesIt(PATH_INPUT_PATTERN).test(value)).toBe(accepted);
    expect(PATH_PATTERN.test(value)).toBe(accepted);
  });
});
