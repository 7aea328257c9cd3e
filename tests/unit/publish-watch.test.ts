import { describe, expect, it } from 'vitest';
import { holdsSave, PUBLISH_PATIENCE_MS, publishStateOf, versionMark } from '@/features/publishing/publish-watch';

// Whether a public page holds a save: its HTML names the saved version (or holds each saved value); a failure the
// publisher recorded after the save, or too long a wait, is said as such.

const version = '2026-11-25T03:04:05.678Z';
const watch = {
  title: 'Vòng bi FAG 6205',
  url: '/products/vong-bi/vong-bi-fag-6205',
  marks: [versionMark(version)],
  savedAt: '2026-11-25T03:04:05.700Z',
};
const savedAt = Date.parse(watch.savedAt);
const page = (version: string) => `<script type="application/json">{"updatedAt":"${version}"}</script>`;

describe('publishStateOf', () => {
  it('is published once the page names the saved version, and publishing before', () => {
    expect(holdsSave(page(version), watch.marks)).toBe(true);
    expect(publishStateOf(watch, { html: page(version) }, savedAt + 1_000)).toEqual({ state: 'published' });
    expect(publishStateOf(watch, { html: page('2026-11-25T03:00:00.000Z') }, savedAt + 1_000)).toEqual({
      state: 'publishing',
    });
    expect(publishStateOf(watch, {}, savedAt + 1_000)).toEqual({ state: 'publishing' });
  });

  it('is published only once the page holds every mark of the save', () => {
    const twoValues = { ...watch, marks: ['"a"', '"b"'] };
    expect(publishStateOf(twoValues, { html: '{"x":"a"}' }, savedAt + 1_000)).toEqual({ state: 'publishing' });
    expect(publishStateOf(twoValues, { html: '{"x":"a","y":"b"}' }, savedAt + 1_000)).toEqual({
      state: 'published',
    });
  });

  it('fails with the publisher’s error when it recorded a failure after the save, not before', () => {
    expect(
      publishStateOf(
        watch,
        { lastFailureAt: '2026-11-25T03:04:07.000Z', failure: '1 page(s) failed' },
        savedAt + 2_000,
      ),
    ).toEqual({ state: 'failed', reason: 'publisher', detail: '1 page(s) failed' });
    expect(
      publishStateOf(watch, { lastFailureAt: '2026-11-25T03:00:00.000Z', failure: 'older' }, savedAt + 2_000),
    ).toEqual({ state: 'publishing' });
  });

  it('gives up waiting after three minutes', () => {
    expect(publishStateOf(watch, {}, savedAt + PUBLISH_PATIENCE_MS + 1)).toEqual({
      state: 'failed',
      reason: 'timeout',
    });
  });
});
