import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../clients';
import { ENTITY_SK, type Item, listNewestFirst, newestFirstSortKey, pickAttributes, tableName } from '../db';
import type { Subscription } from '#contract/subscription';

// Subscriptions: pk = SUB#<lower-cased e-mail>, so one address is one item whatever its case, and a
// conditional put lets exactly one of two concurrent sign-ups create it. Listed newest first through gsi1
// (gsi1pk = SUB, gsi1sk = <createdAt>#<id>). The public route may write only SUB#… items (and its counters).

const SUB_INDEX_PK = 'SUB';
const subscriptionKey = (emailValue: string) => ({ pk: `SUB#${emailValue.toLowerCase()}`, sk: ENTITY_SK });

const SUBSCRIPTION_ATTRIBUTES = ['id', 'emailValue', 'createdAt'] as const satisfies readonly (keyof Subscription)[];
const toSubscription = (item: Item): Subscription => pickAttributes<Subscription>(item, SUBSCRIPTION_ATTRIBUTES);

export const findSubscription = async (emailValue: string): Promise<Subscription | undefined> => {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: subscriptionKey(emailValue), ConsistentRead: true }),
  );
  return Item ? toSubscription(Item) : undefined;
};

/** Creates the subscription unless its address (in any case) is already there; false when it was. */
export const putNewSubscription = async (subscription: Subscription): Promise<boolean> => {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...subscriptionKey(subscription.emailValue),
          gsi1pk: SUB_INDEX_PK,
          gsi1sk: newestFirstSortKey(subscription.createdAt, subscription.id),
          ...subscription,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};

export const listSubscriptionRecords = async (): Promise<Subscription[]> => {
  const items = await listNewestFirst(SUB_INDEX_PK);
  return items.map(toSubscription);
};
