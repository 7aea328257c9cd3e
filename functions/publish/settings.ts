import { ORIGIN_VERIFY_ENV } from '#core/origin-verify';

// The publisher's environment in one place, read lazily so the tests and the local runtime can set it before
// the first publish (core/env.ts does the same for the handlers, and the publisher reads that too). The CDK
// construct (infra-cdk constructs/publisher.ts) sets them on the function; `npm start` sets them locally.

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`Environment variable ${name} is not set`);
  return value;
};

/** Renders in flight at once by default: a render waits on API reads between its bursts of CPU. */
const DEFAULT_RENDER_CONCURRENCY = 8;

export const publisherSettings = {
  /** The bucket of the built site, the published pages and the sitemap. */
  get siteBucket(): string {
    return required('SITE_BUCKET');
  },
  /** The site's absolute origin, without a trailing slash, for canonical URLs and the sitemap. */
  get siteUrl(): string {
    return required('SITE_URL').replace(/\/+$/, '');
  },
  get renderConcurrency(): number {
    const value = Number(process.env.PUBLISH_CONCURRENCY);
    return Number.isInteger(value) && value > 0 ? value : DEFAULT_RENDER_CONCURRENCY;
  },
  /** The edge's KeyValueStore of published URLs; unset locally, where the server asks the bucket. */
  get pagesStoreArn(): string | undefined {
    return process.env.PAGES_KVS_ARN || undefined;
  },
  /** The CloudFront distribution to invalidate; unset locally. */
  get distributionId(): string | undefined {
    return process.env.DISTRIBUTION_ID || undefined;
  },
  /** The origin secret CloudFront sends the API: the in-process requests carry it as CloudFront would. */
  get originVerifySecret(): string | undefined {
    return process.env[ORIGIN_VERIFY_ENV] || undefined;
  },
};
