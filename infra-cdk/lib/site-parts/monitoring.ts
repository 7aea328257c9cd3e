import { Duration, Validations, type Stack } from 'aws-cdk-lib';
import * as budgets from 'aws-cdk-lib/aws-budgets';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { MAIL_FAILED } from '@vongbi/functions/core/mail';
import type { AlarmOptions, Alarms } from '../alarms';
import type { AppConfig } from '../config';
import type { Api } from '../constructs/api';

// Who is told when the site misbehaves: one SNS topic (e-mail to the environment's alarmEmail), an alarm per
// failure an operator must act on, a monthly budget and a one-screen dashboard. CloudFront's metrics exist
// only in us-east-1, where alarms on them must live too: that alarm is in the edge monitoring stack
// (edge-monitoring-stack.ts); the dashboard shows the metric across regions. Resources in the stack's own
// scope (see origin-secret.ts).

const FIVE_MINUTES = Duration.minutes(5);

/** The DynamoDB operations the handlers send (an alarm's math expression may hold at most 10 metrics). */
const TABLE_OPERATIONS = [
  dynamodb.Operation.GET_ITEM,
  dynamodb.Operation.BATCH_GET_ITEM,
  dynamodb.Operation.QUERY,
  dynamodb.Operation.PUT_ITEM,
  dynamodb.Operation.UPDATE_ITEM,
  dynamodb.Operation.DELETE_ITEM,
  dynamodb.Operation.TRANSACT_WRITE_ITEMS,
];

/** A topic whose subscribers get every alarm, created in the given stack (the site's, and us-east-1's). */
export const alarmTopic = (stack: Stack, id: string, alarmEmail: string | undefined): sns.Topic => {
  const topic = new sns.Topic(stack, id, { displayName: 'Vong bi site alarms', enforceSSL: true });
  if (alarmEmail) topic.addSubscription(new subscriptions.EmailSubscription(alarmEmail));
  Validations.of(topic).acknowledge({
    id: 'AwsSolutions::AwsSolutions-SNS2',
    reason:
      'Alarm notifications name an alarm and a metric, nothing secret. CloudWatch cannot publish to a topic ' +
      'encrypted with the AWS-managed SNS key; a customer key would cost more than the rest of the monitoring.',
  });
  return topic;
};

export interface MonitoringProps {
  readonly config: AppConfig;
  readonly api: Api;
  readonly table: dynamodb.ITable;
  /** For the dashboard's CloudFront graph (the alarm is in us-east-1). */
  readonly distributionId: string;
}

export class Monitoring implements Alarms {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];
  private readonly stack: Stack;

  constructor(stack: Stack, props: MonitoringProps) {
    this.stack = stack;
    const { config, api, table } = props;
    this.topic = alarmTopic(stack, 'AlarmTopic', config.alarmEmail);

    // The API: server errors, and more requests than a distributor's site ever sees (a flood or a crawler
    // gone wrong that gets past the CDN cache, before the stage throttle of 200 r/s turns it into 429s).
    this.alarm('ApiServerErrors', api.httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' }), 5, {
      description: 'The API answered 5xx at least 5 times in 5 minutes (see the functions’ logs)',
    });
    this.alarm('ApiRequestFlood', api.httpApi.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' }), 15_000, {
      description:
        'More than 15,000 API requests in 5 minutes (50 r/s past the CDN cache): a flood or a runaway client; ' +
        'above 200 r/s the stage throttles (429) and each request still costs Lambda and DynamoDB',
    });

    // Every function: errors and duration near its timeout; and throttles of any function (the account's
    // Lambda concurrency is spent), one alarm on the account-wide metric.
    this.alarm(
      'LambdaThrottles',
      new cloudwatch.Metric({
        namespace: 'AWS/Lambda',
        metricName: 'Throttles',
        period: FIVE_MINUTES,
        statistic: 'Sum',
      }),
      1,
      { description: 'Lambda throttled invocations in this account and region (concurrency exhausted)' },
    );
    for (const [key, resourceFunction] of api.functions) {
      const fn = resourceFunction.function;
      const name = key
        .split(/[:-]/)
        .map((part) => part[0]!.toUpperCase() + part.slice(1))
        .join('');
      this.alarm(`${name}Errors`, fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }), 3, {
        description: `${key}: at least 3 invocation errors in 5 minutes`,
      });
      const timeout = (fn.timeout ?? Duration.seconds(3)).toMilliseconds();
      this.alarm(
        `${name}Duration`,
        fn.metricDuration({ period: FIVE_MINUTES, statistic: 'p99' }),
        Math.round(timeout * 0.8),
        { description: `${key}: p99 duration above 80 % of its ${timeout / 1000} s timeout`, evaluationPeriods: 2 },
      );
    }

    // E-mails to staff that were not sent (the request itself is stored): one metric over the log lines the
    // mailing functions write for each (core/mail.ts MAIL_FAILED), one alarm on it.
    if (api.mailingFunctions.length > 0) {
      const mailFailures = { metricNamespace: config.stackPrefix, metricName: 'MailFailures' };
      for (const [index, resourceFunction] of api.mailingFunctions.entries()) {
        new logs.MetricFilter(stack, `MailFailuresFilter${index}`, {
          logGroup: resourceFunction.logGroup,
          filterPattern: logs.FilterPattern.stringValue('$.message', '=', MAIL_FAILED),
          metricValue: '1',
          ...mailFailures,
        });
      }
      this.alarm(
        'MailFailures',
        new cloudwatch.Metric({
          namespace: mailFailures.metricNamespace,
          metricName: mailFailures.metricName,
          period: FIVE_MINUTES,
          statistic: 'Sum',
        }),
        1,
        {
          description:
            'An e-mail to staff about a new quote request was not sent (the request is stored and in the back ' +
            'office): see the quote function’s log for why (SES sandbox, unverified sender, QUOTE_EMAIL empty)',
        },
      );
    }

    // The table: throttled requests (on-demand limits) and DynamoDB's own errors.
    this.alarm(
      'TableThrottles',
      table.metricThrottledRequestsForOperations({
        operations: TABLE_OPERATIONS,
        period: FIVE_MINUTES,
        statistic: 'Sum',
      }),
      1,
      { description: 'DynamoDB throttled requests of the site’s table' },
    );
    this.alarm(
      'TableSystemErrors',
      table.metricSystemErrorsForOperations({ operations: TABLE_OPERATIONS, period: FIVE_MINUTES }),
      1,
      {
        description: 'DynamoDB answered internal errors (500) to the site’s table',
      },
    );

    if (config.monthlyBudgetUsd !== undefined) {
      new budgets.CfnBudget(stack, 'MonthlyBudget', {
        budget: {
          budgetName: `${config.stackPrefix}-monthly`,
          budgetType: 'COST',
          timeUnit: 'MONTHLY',
          budgetLimit: { amount: config.monthlyBudgetUsd, unit: 'USD' },
        },
        notificationsWithSubscribers: config.alarmEmail
          ? (
              [
                ['ACTUAL', 80],
                ['FORECASTED', 100],
              ] as const
            ).map(([notificationType, threshold]) => ({
              notification: {
                notificationType,
                comparisonOperator: 'GREATER_THAN',
                threshold,
                thresholdType: 'PERCENTAGE',
              },
              subscribers: [{ subscriptionType: 'EMAIL', address: config.alarmEmail! }],
            }))
          : [],
      });
    }

    const cloudFrontErrors = new cloudwatch.Metric({
      namespace: 'AWS/CloudFront',
      metricName: '5xxErrorRate',
      dimensionsMap: { DistributionId: props.distributionId, Region: 'Global' },
      region: 'us-east-1',
      period: FIVE_MINUTES,
      statistic: 'Average',
    });
    const functions = [...api.functions.values()].map((resourceFunction) => resourceFunction.function);
    new cloudwatch.Dashboard(stack, 'Dashboard', {
      dashboardName: `${config.stackPrefix}-site`,
      defaultInterval: Duration.days(1),
      widgets: [
        [
          new cloudwatch.GraphWidget({
            title: 'API requests and errors',
            left: [api.httpApi.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' })],
            right: [
              api.httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' }),
              api.httpApi.metricClientError({ period: FIVE_MINUTES, statistic: 'Sum' }),
            ],
          }),
          new cloudwatch.GraphWidget({ title: 'CloudFront 5xx rate (%)', left: [cloudFrontErrors] }),
        ],
        [
          new cloudwatch.GraphWidget({
            title: 'Function errors',
            left: functions.map((fn) => fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' })),
          }),
          new cloudwatch.GraphWidget({
            title: 'Function duration p99 (ms)',
            left: functions.map((fn) => fn.metricDuration({ period: FIVE_MINUTES, statistic: 'p99' })),
          }),
        ],
        [
          new cloudwatch.GraphWidget({
            title: 'DynamoDB capacity used',
            left: [
              table.metricConsumedReadCapacityUnits({ period: FIVE_MINUTES, statistic: 'Sum' }),
              table.metricConsumedWriteCapacityUnits({ period: FIVE_MINUTES, statistic: 'Sum' }),
            ],
          }),
          new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 12 }),
        ],
      ],
    });
  }

  /**
   * An alarm that notifies the topic when `metric` reaches `threshold` (missing data is fine: no traffic,
   * no errors). Constructs reach it as `Alarms` (alarms.ts), e.g. the publisher for its dead-letter queue:
   * `monitoring.alarm('PublisherDeadLetters', queue.metricApproximateNumberOfMessagesVisible(), 1, {…})`.
   */
  alarm(id: string, metric: cloudwatch.IMetric, threshold: number, options: AlarmOptions): cloudwatch.Alarm {
    const alarm = new cloudwatch.Alarm(this.stack, `${id}Alarm`, {
      metric,
      threshold,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: options.evaluationPeriods ?? 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: options.description,
    });
    alarm.addAlarmAction(new actions.SnsAction(this.topic));
    this.alarms.push(alarm);
    return alarm;
  }
}
