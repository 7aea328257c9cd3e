import { created, createResourceHandler, ok } from '#core/http';
import { subscriptionInput } from '#contract/subscription';
import { listSubscriptions, subscribe } from '#core/services/subscriptions';
import { parseInput } from '#core/validation';

export const handler = createResourceHandler('subscription', {
  list: async () => ok(await listSubscriptions()),
  create: async ({ body, clientIp }) => {
    const { emailValue } = parseInput(subscriptionInput, body);
    const result = await subscribe(emailValue, clientIp);
    return result.created ? created(result.subscription) : ok(result.subscription);
  },
});
