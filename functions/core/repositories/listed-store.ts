import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../clients';
import { entityKey, listNewestFirst, newestFirstSortKey, nextIds, pickAttributes, tableName } from '../db';
import { notFound } from '../errors';

// Entities with no path and no versions, only created, listed and deleted (home-page banners, videos):
// pk = <KIND>#<id>, listed newest first through gsi1 (gsi1pk = <KIND>, gsi1sk = <updatedAt>#<id>).

export interface ListedEntity<R extends { id: number }> {
  /** Key prefix of the items (`BANNER#3`) and their list partition (`BANNER`). */
  readonly kind: string;
  /** What a record holds: the item's other attributes (keys, `updatedAt`) stay in the table. */
  readonly attributes: readonly (keyof R & string)[];
}

export class ListedStore<R extends { id: number }> {
  constructor(private readonly entity: ListedEntity<R>) {}

  /** Every record, newest first. */
  async list(): Promise<R[]> {
    return (await listNewestFirst(this.entity.kind)).map((item) => pickAttributes<R>(item, this.entity.attributes));
  }

  /** Stores the record `build` makes with a fresh id, listed as written `now`. */
  async create(build: (id: number) => R, now: Date): Promise<R> {
    const [id] = await nextIds(this.entity.kind);
    const record = build(id!);
    const updatedAt = now.toISOString();
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...entityKey(this.entity.kind, record.id),
          gsi1pk: this.entity.kind,
          gsi1sk: newestFirstSortKey(updatedAt, record.id),
          ...record,
          updatedAt,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return record;
  }

  /** 404 for an unknown id. */
  async delete(id: number): Promise<void> {
    try {
      await db().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: entityKey(this.entity.kind, id),
          ConditionExpression: 'attribute_exists(pk)',
        }),
      );
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) throw notFound();
      throw error;
    }
  }
}
