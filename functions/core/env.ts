// The handlers' environment, read lazily so tests and the local server can set it before the first call.

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`Environment variable ${name} is not set`);
  return value;
};

export const env = {
  get tableName(): string {
    return required('TABLE_NAME');
  },
  get filesBucket(): string {
    return required('FILES_BUCKET');
  },
  /** Set only when talking to emulators (DynamoDB Local, s3rver, LocalStack); AWS needs none. */
  get customEndpoint(): boolean {
    return Boolean(
      process.env.AWS_ENDPOINT_URL || process.env.AWS_ENDPOINT_URL_S3 || process.env.AWS_ENDPOINT_URL_DYNAMODB,
    );
  },
  /** Exact list of the site's own origins (e.g. `https://www.example.vn`); unset, the request's host is used. */
  get siteOrigins(): string[] | undefined {
    const value = process.env.SITE_ORIGINS;
    return value ? value.split(',').map((origin) => origin.trim()) : undefined;
  },
  /** The site's absolute origin for links in e-mails (`npm start -- --prod` and the publisher set it). */
  get siteUrl(): string | undefined {
    return process.env.SITE_URL?.replace(/\/+$/, '') || undefined;
  },
  /** The verified SES identity e-mails are sent from (the environment file's `mailSender`). */
  get mailSender(): string | undefined {
    return process.env.MAIL_SENDER || undefined;
  },
  /** Set locally (`DATA_DIR/outbox`): e-mails are written there as `.eml` files instead of being sent. */
  get mailOutboxDir(): string | undefined {
    return process.env.MAIL_OUTBOX_DIR || undefined;
  },
  /**
   * The catalogue import's worker function (AWS): an import job is handed to it by an asynchronous invocation.
   * Unset (the local server, the tests), the job runs in the process that took the upload, after its answer.
   */
  get importFunctionName(): string | undefined {
    return process.env.IMPORT_FUNCTION_NAME || undefined;
  },
  get logLevel(): string {
    return process.env.LOG_LEVEL ?? 'info';
  },
};
