import { Duration, Validations, type Stack } from 'aws-cdk-lib';
import * as budgets from 'aws-cdk-lib/aws-budgets';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sns from 'aws-cdk-lib/aws-sns';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { MAIL_FAILED } from '@vongbi/functions/core/mail';
import type { AppConfig } from '../config';
import type { Api } from '../constructs/api';

// Who is told when the site misbehaves: one SNS topic (e-mail to the environment's alarmEmail), a monthly budget,
// two dashboards and a handful of alarms, one per signal an operator must act on rather than one per function.
// CloudWatch's always-free allowance is 10 alarm metrics; a metric-math alarm is billed for each metric it reads, so
// the alarms read account-level or API-level metrics (one each) and the dashboards say which function it was.
// CloudFront's metrics exist only in us-east-1, where alarms on them must live too: that alarm is in the edge
// monitoring stack (edge-monitoring-stack.ts) and counts against the same 10. Resources in the stack's own scope
// (see origin-secret.ts).

const FIVE_MINUTES = Duration.minutes(5);

/** The API's p99 latency, in milliseconds, that alarms: 80 % of a function's default 10-second timeout. */
export const API_LATENCY_P99_THRESHOLD_MS = 8_000;

/** The DynamoDB operations the dashboard graphs system errors for (each operation is a metric of its own). */
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
  /** Every function of the stack, graphed one by one: the alarms say that one failed, the graphs say which. */
  readonly functions: readonly lambda.IFunction[];
  /**
   * Functions with reserved concurrency of their own, which throttle alone; any other function throttles only
   * when the account's concurrency is spent, and then all of them do.
   */
  readonly limitedFunctions: readonly lambda.IFunction[];
  /** Log groups of background functions that e-mail staff (the certificates' round), counted as the API's are. */
  readonly mailingLogGroups: readonly logs.ILogGroup[];
  /** What the publisher gave up on (publisher.ts). */
  readonly publisherDeadLetters: sqs.IQueue;
  /** How long table changes waited for the publisher. */
  readonly publisherIteratorAge: cloudwatch.IMetric;
}

export class Monitoring {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];
  private readonly stack: Stack;

  constructor(stack: Stack, props: MonitoringProps) {
    this.stack = stack;
    const { config, api, table } = props;
    this.topic = alarmTopic(stack, 'AlarmTopic', config.alarmEmail);

    // Any function of the account and region failing or throttled: the account-level metrics (no dimension),
    // one metric each whatever the number of functions. The API's handlers answer their own errors, so an
    // invocation error is a crash, a timeout, or a background function (publisher, search pages, import
    // worker, sweep) that failed.
    this.alarm(
      'LambdaErrors',
      new cloudwatch.Metric({ namespace: 'AWS/Lambda', metricName: 'Errors', period: FIVE_MINUTES, statistic: 'Sum' }),
      1,
      {
        description:
          'A Lambda function of this account and region failed or timed out (the dashboard’s "Function errors" ' +
          'graph says which; then its log)',
      },
    );
    this.alarm(
      'LambdaThrottles',
      new cloudwatch.Metric({
        namespace: 'AWS/Lambda',
        metricName: 'Throttles',
        period: FIVE_MINUTES,
        statistic: 'Sum',
      }),
      1,
      {
        description:
          'Lambda throttled invocations in this account and region: the concurrency is spent, or a function ' +
          'with reserved concurrency (publisher, sweep, import worker) was asked for more',
      },
    );

    // The API: server errors, slowness, and more requests than a distributor's site ever sees (a flood or a
    // crawler gone wrong that gets past the CDN cache, before the stage throttle of 200 r/s turns it into 429s).
    this.alarm('ApiServerErrors', api.httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' }), 5, {
      description: 'The API answered 5xx at least 5 times in 5 minutes (see the functions’ logs)',
    });
    this.alarm(
      'ApiLatency',
      api.httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' }),
      API_LATENCY_P99_THRESHOLD_MS,
      {
        description:
          `The API's p99 latency was ${API_LATENCY_P99_THRESHOLD_MS / 1000} s or more for 10 minutes (80 % of a ` +
          'function’s default timeout; the "Function duration" dashboard says which)',
        evaluationPeriods: 2,
      },
    );
    this.alarm('ApiRequestFlood', api.httpApi.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' }), 15_000, {
      description:
        'More than 15,000 API requests in 5 minutes (50 r/s past the CDN cache): a flood or a runaway client; ' +
        'above 200 r/s the stage throttles (429) and each request still costs Lambda and DynamoDB',
    });

    this.alarm(
      'PublisherDeadLetters',
      props.publisherDeadLetters.metricApproximateNumberOfMessagesVisible({
        period: FIVE_MINUTES,
        statistic: 'Maximum',
      }),
      1,
      {
        description:
          'The publisher gave up on table changes or a render-all: pages are stale (see its dead-letter queue)',
      },
    );

    // E-mails that were not sent (the request itself is stored): one metric over the log lines the mailing
    // functions write for each (core/mail.ts MAIL_FAILED), one alarm on it.
    const mailFailures = new cloudwatch.Metric({
      namespace: config.stackPrefix,
      metricName: 'MailFailures',
      period: FIVE_MINUTES,
      statistic: 'Sum',
    });
    const mailingLogGroups = [
      ...api.mailingFunctions.map((resourceFunction) => resourceFunction.logGroup),
      ...props.mailingLogGroups,
    ];
    if (mailingLogGroups.length > 0) {
      for (const [index, logGroup] of mailingLogGroups.entries()) {
        new logs.MetricFilter(stack, `MailFailuresFilter${index}`, {
          logGroup,
          filterPattern: logs.FilterPattern.stringValue('$.message', '=', MAIL_FAILED),
          metricValue: '1',
          metricNamespace: mailFailures.namespace,
          metricName: mailFailures.metricName,
        });
      }
      this.alarm('MailFailures', mailFailures, 1, {
        description:
          'An e-mail to staff (a quote request, a certificate running out) was not sent (the request is stored and ' +
          'in the back office; the certificate is tried again the next day): see the function’s log for why (SES ' +
          'sandbox, unverified sender, QUOTE_EMAIL or OWNER_EMAIL empty)',
      });
    }

    // The table's throttled reads and writes (on-demand limits), two metrics of the table itself. DynamoDB's
    // system errors exist only per operation (seven metrics): they are graphed, and one that outlasts the SDK's
    // retries fails its request, which LambdaErrors or ApiServerErrors report.
    const tableThrottles = {
      read: table.metric('ReadThrottleEvents', { period: FIVE_MINUTES, statistic: 'Sum' }),
      write: table.metric('WriteThrottleEvents', { period: FIVE_MINUTES, statistic: 'Sum' }),
    };
    this.alarm(
      'TableThrottles',
      new cloudwatch.MathExpression({
        expression: 'read + write',
        usingMetrics: tableThrottles,
        period: FIVE_MINUTES,
        label: 'Throttled reads and writes',
      }),
      1,
      { description: 'DynamoDB throttled reads or writes of the site’s table' },
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
    const perFunction = (metricName: string, statistic: string) =>
      props.functions.map((fn) => fn.metric(metricName, { period: FIVE_MINUTES, statistic }));
    // Two dashboards: the always-free allowance is 3 dashboards of up to 50 metrics each, and one metric per
    // function per graph does not fit in one.
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
          new cloudwatch.GraphWidget({
            title: 'API latency p99 (ms) and CloudFront 5xx rate (%)',
            left: [api.httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' })],
            right: [cloudFrontErrors],
          }),
        ],
        [
          new cloudwatch.GraphWidget({
            title: 'Function duration p99 (ms)',
            left: perFunction('Duration', 'p99'),
            width: 24,
          }),
        ],
        [
          new cloudwatch.GraphWidget({
            title: 'DynamoDB capacity used and throttles',
            width: 24,
            left: [
              table.metricConsumedReadCapacityUnits({ period: FIVE_MINUTES, statistic: 'Sum' }),
              table.metricConsumedWriteCapacityUnits({ period: FIVE_MINUTES, statistic: 'Sum' }),
            ],
            right: [tableThrottles.read, tableThrottles.write],
          }),
        ],
        [
          new cloudwatch.GraphWidget({
            title: 'Publisher dead letters and delay (ms), unsent e-mails',
            left: [
              props.publisherDeadLetters.metricApproximateNumberOfMessagesVisible({
                period: FIVE_MINUTES,
                statistic: 'Maximum',
              }),
              mailFailures,
            ],
            right: [props.publisherIteratorAge],
          }),
          new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 12 }),
        ],
      ],
    });
    new cloudwatch.Dashboard(stack, 'FunctionsDashboard', {
      dashboardName: `${config.stackPrefix}-functions`,
      defaultInterval: Duration.days(1),
      widgets: [
        [new cloudwatch.GraphWidget({ title: 'Function errors', left: perFunction('Errors', 'Sum'), width: 24 })],
        [
          // Errors of the table itself, beside the functions' (the site dashboard's duration graph fills its 50).
          new cloudwatch.GraphWidget({
            title: 'DynamoDB system errors',
            left: TABLE_OPERATIONS.map((operation) =>
              table.metric('SystemErrors', {
                dimensionsMap: { TableName: table.tableName, Operation: operation },
                period: FIVE_MINUTES,
                statistic: 'Sum',
              }),
            ),
            width: 24,
          }),
        ],
        [
          new cloudwatch.GraphWidget({
            title: 'Function throttles (functions with reserved concurrency)',
            left: props.limitedFunctions.map((fn) => fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' })),
            width: 24,
          }),
        ],
      ],
    });
  }

  /**
   * An alarm that notifies the topic when `metric` reaches `threshold` (missing data is fine: no traffic, no
   * errors). Every alarm of the stack is made here, so the count against the free 10 is read in one place.
   */
  private alarm(
    id: string,
    metric: cloudwatch.IMetric,
    threshold: number,
    options: { description: string; evaluationPeriods?: number },
  ): cloudwatch.Alarm {
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
