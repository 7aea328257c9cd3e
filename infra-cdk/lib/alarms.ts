import type * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';

// How a construct asks for an alarm without knowing who is told: the site stack's monitoring (one topic, one
// dashboard) implements it, and the functions that alarm on their own metrics take it, so constructs never
// import the site's parts.

export interface AlarmOptions {
  readonly description: string;
  readonly evaluationPeriods?: number;
}

export interface Alarms {
  /** An alarm that notifies when `metric` reaches `threshold`; `id` names it in the stack (`<id>Alarm`). */
  alarm(id: string, metric: cloudwatch.IMetric, threshold: number, options: AlarmOptions): cloudwatch.Alarm;
}
