import { Duration, Stack } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import {
  CERTIFICATE_NOTICES_READ_KEYS,
  CERTIFICATE_NOTICES_WRITE_KEYS,
} from '@vongbi/functions/certificate-notices/keys';
import type { AppConfig } from '../config';
import { keyPattern } from '../grants';
import { mailSenderIdentities } from './api';
import { BackgroundFunction } from './background-function';

// The certificates' daily round (functions/certificate-notices): an EventBridge rule runs it at 00:05 in Vietnam
// (17:05 UTC), just after the day a certificate ran out, so /genuine is published without it before visitors
// arrive; the same run e-mails the owners of certificates with 30 days or fewer left, once per certificate and
// expiry date. It may read only the certificates and where the e-mail goes, set only its marks on certificates
// (UpdateItem; the stream then hands the change to the publisher) and send only from the verified sender.

/** 00:05 in Vietnam (UTC+7, no daylight saving). */
export const CERTIFICATE_NOTICES_SCHEDULE = events.Schedule.cron({ minute: '5', hour: '17' });

export interface CertificateNoticesProps {
  readonly config: AppConfig;
  readonly table: dynamodb.ITable;
  /** The site's origin, which the e-mail links to. */
  readonly siteUrl: string;
}

export class CertificateNotices extends BackgroundFunction {
  readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: CertificateNoticesProps) {
    const { config, table } = props;
    super(scope, id, {
      config,
      table,
      entry: 'certificate-notices/handler.ts',
      description: 'certificate-notices: the daily round of certificates running out',
      roleDescription: 'Tells owners of certificates running out and marks those that ran out, daily',
      memorySize: 256,
      // A few dozen certificates and as many e-mails at most.
      timeout: Duration.minutes(1),
      // One round at a time: two could both e-mail the owners of one certificate.
      reservedConcurrentExecutions: 1,
      environment: {
        SITE_URL: props.siteUrl,
        ...(config.mailSender ? { MAIL_SENDER: config.mailSender } : {}),
      },
      tableAccess: {
        reads: CERTIFICATE_NOTICES_READ_KEYS.map(keyPattern),
        writes: { actions: ['dynamodb:UpdateItem'], keys: CERTIFICATE_NOTICES_WRITE_KEYS.map(keyPattern) },
      },
    });

    // E-mail only from the configured sender, as the quote function sends it.
    const sender = config.mailSender;
    if (sender) {
      this.role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['ses:SendEmail'],
          resources: mailSenderIdentities(sender).map((identity) =>
            Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: identity }),
          ),
          conditions: { StringEquals: { 'ses:FromAddress': sender } },
        }),
      );
    }

    // A missed day is caught up by the next: an e-mail not yet sent and a mark not yet set are still due then.
    this.rule = new events.Rule(this, 'Schedule', {
      description: 'The daily round of certificates running out, at 00:05 in Vietnam',
      schedule: CERTIFICATE_NOTICES_SCHEDULE,
      targets: [new targets.LambdaFunction(this.function, { retryAttempts: 2, maxEventAge: Duration.hours(6) })],
    });
  }
}
