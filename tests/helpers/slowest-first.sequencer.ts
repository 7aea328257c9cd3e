import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Vitest starts the files it has timed before longest first, and the others largest first. On a fresh clone (CI)
// it has timed no browser file, and by size the slowest one started last and ran on alone for minutes while the
// other workers idled. These browser files, slowest first as measured on two cores, start before all others.
const SLOWEST_BROWSER_FILES = [
  'site-pages',
  'admin-screens',
  'preview-publish',
  'admin-configuration',
  'site-journeys',
  'quote-request',
  'staff-accounts',
  'revisions',
  'site-ssr',
  'published-head',
  'page-weight',
  'admin-catalogue',
  'publishing',
  'category-pages',
].map((name) => `/tests/e2e/${name}.test.ts`);

const rank = (file: TestSpecification): number => {
  const index = SLOWEST_BROWSER_FILES.findIndex((suffix) => file.moduleId.endsWith(suffix));
  return index === -1 ? SLOWEST_BROWSER_FILES.length : index;
};

export default class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const position = new Map(sorted.map((file, index) => [file, index]));
    // Within a project only (vitest runs projects one after another); the rest keep vitest's own order.
    return sorted.sort((a, b) =>
      a.project.name === b.project.name
        ? rank(a) - rank(b) || position.get(a)! - position.get(b)!
        : position.get(a)! - position.get(b)!,
    );
  }
}
