import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { TableChange } from './affected-urls';
import { recordingOutcome } from '#core/services/publishing';
import { publishAll, publishChanges, type PublishSummary } from './publisher';

// The publish Lambda: a batch of the table's stream re-publishes the pages its writes touch; `{ renderAll:
// true }` (after a deploy that changed the frontend, and on a first start) publishes every public page.
// A failure throws, so the event source retries the batch (and sends it to the dead-letter queue in the end).

export type PublishEvent = DynamoDBStreamEvent | { renderAll: true };

// React's server renderer loads its development build unless NODE_ENV says otherwise: slower, and with
// checks no published page needs. Set before the first render imports it.
process.env.NODE_ENV ??= 'production';

type StreamImage = NonNullable<DynamoDBRecord['dynamodb']>['NewImage'];

// The stream's images are marshalled; the aws-lambda typings and the SDK's name the same shape apart.
const image = (value: StreamImage) => (value ? unmarshall(value as Record<string, AttributeValue>) : undefined);

const toChange = (record: DynamoDBRecord): TableChange => ({
  oldItem: image(record.dynamodb?.OldImage),
  newItem: image(record.dynamodb?.NewImage),
});

/** Each outcome is recorded, so staff who just saved learn of a failure (GET /api/publishing). */
export const handler = (event: PublishEvent): Promise<PublishSummary> =>
  recordingOutcome(() => ('renderAll' in event ? publishAll() : publishChanges(event.Records.map(toChange))));
