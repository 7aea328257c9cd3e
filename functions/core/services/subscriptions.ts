import { nextIds } from '../db';
import { rateLimited } from '../errors';
import type { Subscription } from '#contract/subscription';
import { countAttempt, forgiveAttempt, rateLimitKey } from '../repositories/rate-limit-repository';
import { findSubscription, listSubscriptionRecords, putNewSubscription } from '../repositories/subscription-repository';

// A visitor subscribes with an e-mail address. The same address again (any case) answers the existing record
// and never makes a second one, even when two sign-ups race. New subscriptions are limited per client address
// so the public form cannot be used to fill the table: the counter is taken before writing, like the login's.

export const MAX_NEW_SUBSCRIPTIONS_PER_CLIENT = 10;
export const SUBSCRIPTION_WINDOW_SECONDS = 10 * 60;

export interface SubscribeResult {
  subscription: Subscription;
  /** False when the address was already subscribed. */
  created: boolean;
}

export const subscribe = async (emailValue: string, clientIp: string, now = new Date()): Promise<SubscribeResult> => {
  const existing = await findSubscription(emailValue);
  if (existing) return { subscription: existing, created: false };

  const limitKey = rateLimitKey('SUBLIMIT', 'IP', clientIp);
  const { attempts, retryAfterSeconds } = await countAttempt(limitKey, SUBSCRIPTION_WINDOW_SECONDS, now.getTime());
  if (attempts > MAX_NEW_SUBSCRIPTIONS_PER_CLIENT) throw rateLimited(retryAfterSeconds);

  // Ids come from COUNTER#SUBSCRIPTION, one of the keys the public function may write.
  const [id] = await nextIds('SUBSCRIPTION');
  const subscription: Subscription = { id: id!, emailValue, createdAt: now.toISOString() };
  if (await putNewSubscription(subscription)) return { subscription, created: true };

  // A concurrent sign-up of the same address won: answer its record, and this one was not new after all.
  await forgiveAttempt(limitKey);
  const winner = await findSubscription(emailValue);
  if (!winner) throw new Error('Subscription vanished after a conditional put failed');
  return { subscription: winner, created: false };
};

/** Every subscription, newest first (the admin list). */
export const listSubscriptions = (): Promise<Subscription[]> => listSubscriptionRecords();
