import { SECRET_OWNER_ID } from '@vongbi/functions/contract/staff';

/** The session account of the deploy-time secret's owner before any of its settings changed. */
export const SECRET_OWNER = { id: SECRET_OWNER_ID, sessionGeneration: 0 };
