import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { Construct } from 'constructs';
import type { AppConfig } from './config';
import { alarmTopic } from './site-parts/monitoring';

// CloudFront publishes its metrics in us-east-1 only, and a CloudWatch alarm can watch only metrics of its
// own region. So the CloudFront alarm lives in this small stack in us-east-1, with a topic of its own that
// mails the same address. The distribution id reaches it through CDK's cross-region references (an SSM
// parameter in us-east-1 written by the site stack).

/** CloudFront's 5xx error rate, in per cent of requests, above which the alarm fires. */
export const CLOUDFRONT_5XX_RATE_THRESHOLD = 5;

export interface EdgeMonitoringStackProps extends StackProps {
  readonly config: AppConfig;
  readonly distributionId: string;
}

export class EdgeMonitoringStack extends Stack {
  constructor(scope: Construct, id: string, props: EdgeMonitoringStackProps) {
    super(scope, id, props);
    const topic = alarmTopic(this, 'EdgeAlarmTopic', props.config.alarmEmail);
    const alarm = new cloudwatch.Alarm(this, 'CloudFront5xxRateAlarm', {
      metric: new cloudwatch.Metric({
        namespace: 'AWS/CloudFront',
        metricName: '5xxErrorRate',
        dimensionsMap: { DistributionId: props.distributionId, Region: 'Global' },
        period: Duration.minutes(5),
        statistic: 'Average',
      }),
      threshold: CLOUDFRONT_5XX_RATE_THRESHOLD,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 2,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: `CloudFront answered ${CLOUDFRONT_5XX_RATE_THRESHOLD} % or more of requests with 5xx for 10 minutes`,
    });
    alarm.addAlarmAction(new actions.SnsAction(topic));
  }
}
