import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedKeyPatterns } from '../../infra-cdk/lib/site-parts/site-deployment';
import { FIXTURE_SITE } from './synth';

// Which site bucket keys a deployment leaves to the publisher (neither uploaded nor pruned).

describe('keys the deployment leaves to the publisher', () => {
  it('are the published pages, the sitemap and robots.txt when the build has none', () => {
    expect(publishedKeyPatterns(FIXTURE_SITE)).toEqual(['pages/*', 'sitemap.xml', 'robots.txt']);
  });

  it('leave a robots.txt of the build to the deployment', () => {
    const build = mkdtempSync(join(tmpdir(), 'site-build-'));
    writeFileSync(join(build, 'index.html'), '<!doctype html>');
    writeFileSync(join(build, 'robots.txt'), 'User-agent: *\nDisallow: /admin\n');
    expect(publishedKeyPatterns(build)).toEqual(['pages/*', 'sitemap.xml']);
  });
});
