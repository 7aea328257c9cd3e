import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditAction, AuditEntity } from '@vongbi/functions/contract/audit';
import type { StaffRole } from '@vongbi/functions/contract/staff';
import { routeKey } from '@vongbi/functions/routes';
import { useTestApi } from '../../helpers/api-client';
import { rawRequest } from '../../helpers/raw-http';
import {
  concretePath,
  createFixtures,
  createQuoteReply,
  routeName,
  sendValid,
  validJson,
  writeRoutes,
  type Fixtures,
  type KeyOf,
  type WriteRoute,
} from '../../helpers/route-requests';
import { signInStaff, type SignedInStaff } from '../../helpers/staff';
import { tableItems } from '../../helpers/storage';

// Every admin write route of the table, called by each role it lists, appends exactly one entry to the audit log:
// the account that called it, what it did, to which kind of record and which record. The expectations are keyed
// by route, so an admin write route added to the table does not compile until it says what its entry is, and is
// then called here like every other.

const api = useTestApi();

type AdminWriteRoute = Extract<WriteRoute, { access: 'admin' }>;

interface Call {
  /** The `{id}` of the route: a record made for this call. */
  id?: number;
  /** A body in place of the route's valid one. */
  json?: unknown;
  /** Fixtures in place of the shared ones for the route's valid request (a revision made for this call). */
  fixtures?: Partial<Fixtures>;
}

interface Sent {
  id?: number;
  json: unknown;
  answer: Record<string, unknown> | undefined;
  author: SignedInStaff;
}

interface Expected {
  action: AuditAction;
  entity: AuditEntity;
  /** What the call needs: the record it acts on, or a body the role may send. */
  prepare?: (role: StaffRole) => Promise<Call>;
  /** The record the entry names. */
  entityId: (sent: Sent) => string | null;
}

let owner: string;
let fixtures: Fixtures;
const staff = {} as Record<StaffRole, SignedInStaff>;

/** Creates a record as the deploy-time secret's owner, through its route's valid request. */
const created = async (path: string): Promise<Call> => {
  const route = writeRoutes.find((candidate) => candidate.method === 'POST' && candidate.path === path)!;
  const response = await api.request(path, { method: 'POST', cookie: owner, json: validJson(route, fixtures) });
  expect(response.status, path).toBe(201);
  return { id: ((await response.json()) as { id: number }).id };
};

let client = 60;
/** A visitor's quote request, each from a client of its own (the rate limit counts per address). */
const quoteRequest = async (): Promise<Call> => {
  const route = writeRoutes.find((candidate) => routeKey(candidate) === 'POST /api/QuoteRequest')!;
  const response = await rawRequest(`${api.url}/api/QuoteRequest`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(validJson(route, fixtures)),
    localAddress: `127.0.0.${++client}`,
  });
  expect(response.status).toBe(201);
  return { id: (JSON.parse(response.body) as { id: number }).id };
};

/** An inner product saved once, so that its revision 1 is the state before that save. */
const savedProduct = async (): Promise<Call> => {
  const { id } = await created('/api/InnerProduct');
  const route = writeRoutes.find((candidate) => routeKey(candidate) === 'PUT /api/InnerProduct/{id}')!;
  const response = await api.request(`/api/InnerProduct/${id}`, {
    method: 'PUT',
    cookie: owner,
    json: { ...(validJson(route, fixtures) as object), shortDescription: 'Mô tả ngắn đã sửa' },
  });
  expect(response.status).toBe(200);
  const { updatedAt } = (await response.json()) as { updatedAt: string };
  return { id, fixtures: { revision: { entity: 'InnerProduct', id: id!, revision: 1, updatedAt } } };
};

const answeredId = ({ answer }: Sent) => String(answer!.id);
const calledId = ({ id }: Sent) => String(id);

/** An admin write route that writes nothing to the table, so has no entry to append: why. It is checked to add none. */
interface NoEntry {
  none: string;
  prepare?: (role: StaffRole) => Promise<Call>;
}

const EXPECTED: Record<KeyOf<AdminWriteRoute>, Expected | NoEntry> = {
  'POST /api/Configuration': {
    action: 'update',
    entity: 'configuration',
    // An editor may save the about-us text only.
    prepare: async (role) => ({
      json: [
        role === 'editor'
          ? { configKey: 'ABOUT_US', label: 'Giới thiệu', value: '<p>Về chúng tôi</p>' }
          : { configKey: 'PHONE', label: 'Hotline', value: '0901 234 567' },
      ],
    }),
    entityId: ({ json }) => (json as { configKey: string }[])[0]!.configKey,
  },
  'POST /api/staff': { action: 'create', entity: 'staff', entityId: answeredId },
  'PUT /api/staff/{id}': {
    action: 'update',
    entity: 'staff',
    prepare: async () => ({ id: (await signInStaff(api, owner, 'sales')).account.id }),
    entityId: calledId,
  },
  'POST /api/auth/password': {
    action: 'password',
    entity: 'staff',
    entityId: ({ author }) => String(author.account.id),
  },
  'POST /api/Article': { action: 'create', entity: 'article', entityId: answeredId },
  'PUT /api/Article/{id}': {
    action: 'update',
    entity: 'article',
    prepare: () => created('/api/Article'),
    entityId: calledId,
  },
  'DELETE /api/Article/{id}': {
    action: 'delete',
    entity: 'article',
    prepare: () => created('/api/Article'),
    entityId: calledId,
  },
  'POST /api/OuterProduct': { action: 'create', entity: 'outer-product', entityId: answeredId },
  'PUT /api/OuterProduct/{id}': {
    action: 'update',
    entity: 'outer-product',
    prepare: () => created('/api/OuterProduct'),
    entityId: calledId,
  },
  'DELETE /api/OuterProduct/{id}': {
    action: 'delete',
    entity: 'outer-product',
    prepare: () => created('/api/OuterProduct'),
    entityId: calledId,
  },
  'POST /api/InnerProduct': { action: 'create', entity: 'inner-product', entityId: answeredId },
  'PUT /api/InnerProduct/{id}': {
    action: 'update',
    entity: 'inner-product',
    prepare: () => created('/api/InnerProduct'),
    entityId: calledId,
  },
  // The selection's availability: one update entry per product it changes.
  'POST /api/InnerProduct/Availability': {
    action: 'update',
    entity: 'inner-product',
    prepare: async () => ({
      json: {
        ids: [(await created('/api/InnerProduct')).id],
        availability: { status: 'on_order', checkedAt: '2026-11-30' },
      },
    }),
    entityId: ({ json }) => String((json as { ids: number[] }).ids[0]),
  },
  'DELETE /api/InnerProduct/{id}': {
    action: 'delete',
    entity: 'inner-product',
    prepare: () => created('/api/InnerProduct'),
    entityId: calledId,
  },
  'PUT /api/QuoteRequest/{id}': {
    action: 'update',
    entity: 'quote-request',
    prepare: quoteRequest,
    entityId: calledId,
  },
  // A báo giá is a change of its request (now `quoted`), named by the request's id.
  'POST /api/QuoteRequest/{id}/replies': {
    action: 'create',
    entity: 'quote-request',
    prepare: quoteRequest,
    entityId: calledId,
  },
  'POST /api/QuoteRequest/{id}/replies/preview': {
    none: 'a preview makes the PDF of the unsaved reply and keeps nothing',
    prepare: quoteRequest,
  },
  'POST /api/QuoteRequest/{id}/replies/{number}/resend': {
    none: 'it e-mails a stored reply again; only whether that e-mail went out is recorded on the reply',
  },
  'DELETE /api/QuoteRequest/{id}': {
    action: 'delete',
    entity: 'quote-request',
    prepare: quoteRequest,
    entityId: calledId,
  },
  'POST /api/bannerImages': { action: 'create', entity: 'banner-image', entityId: answeredId },
  'DELETE /api/bannerImages/{id}': {
    action: 'delete',
    entity: 'banner-image',
    prepare: () => created('/api/bannerImages'),
    entityId: calledId,
  },
  'POST /api/certificates': { action: 'create', entity: 'certificate', entityId: answeredId },
  'PUT /api/certificates/{id}': {
    action: 'update',
    entity: 'certificate',
    prepare: () => created('/api/certificates'),
    entityId: calledId,
  },
  'DELETE /api/certificates/{id}': {
    action: 'delete',
    entity: 'certificate',
    prepare: () => created('/api/certificates'),
    entityId: calledId,
  },
  'POST /api/videos': { action: 'create', entity: 'video', entityId: answeredId },
  'DELETE /api/videos/{id}': {
    action: 'delete',
    entity: 'video',
    prepare: () => created('/api/videos'),
    entityId: calledId,
  },
  // An upload is named by the path it is served from.
  'POST /api/File': { action: 'create', entity: 'file', entityId: ({ answer }) => String(answer!.urlPath) },
  'POST /api/File/Document': { action: 'create', entity: 'file', entityId: ({ answer }) => String(answer!.urlPath) },
  // A restore is a save of the record through its entity's use case.
  'POST /api/revisions/{entity}/{id}/{revision}/restore': {
    action: 'update',
    entity: 'inner-product',
    prepare: savedProduct,
    entityId: calledId,
  },
  'POST /api/preview/Article': { none: 'a preview renders the unsaved values and keeps nothing' },
  'POST /api/preview/OuterProduct': { none: 'a preview renders the unsaved values and keeps nothing' },
  'POST /api/preview/InnerProduct': { none: 'a preview renders the unsaved values and keeps nothing' },
  'POST /api/preview/AboutUs': { none: 'a preview renders the unsaved values and keeps nothing' },
  'POST /api/catalogue/import/upload': {
    none: 'it signs a URL for the browser to upload a file to the files bucket; the import that names the file is logged',
  },
  // Starting an import (here a dry run, which writes no product) is named by its job.
  'POST /api/catalogue/import': {
    action: 'create',
    entity: 'catalogue-import',
    entityId: ({ answer }) => String(answer!.jobId),
  },
};

const adminWriteRoutes = writeRoutes.filter((route): route is AdminWriteRoute => route.access === 'admin');

const auditItems = async () => (await tableItems()).filter((item) => item.pk.startsWith('AUDIT#'));

beforeAll(async () => {
  owner = await api.login();
  fixtures = await createFixtures(api, owner);
  fixtures.quoteReply = await createQuoteReply(api, owner, fixtures);
  for (const role of ['owner', 'editor', 'sales'] as const) staff[role] = await signInStaff(api, owner, role);
});

describe('every admin write route', () => {
  it('has the entry it writes declared here, and only admin write routes have', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(adminWriteRoutes.map(routeKey).sort());
  });

  it.each(adminWriteRoutes.map((route) => [routeName(route), route] as const))(
    '%s appends one entry naming its author for each role it lists (none where it writes nothing to the table)',
    async (_name, route) => {
      const expected = EXPECTED[routeKey(route) as KeyOf<AdminWriteRoute>];
      expect(route.roles?.length).toBeGreaterThan(0);

      for (const role of route.roles!) {
        const author = staff[role];
        const call = ('prepare' in expected && (await expected.prepare?.(role))) || {};
        const before = new Set((await auditItems()).map((item) => item.sk));

        const response =
          call.json === undefined
            ? await sendValid(api, route, { ...fixtures, ...call.fixtures }, { cookie: author.cookie, id: call.id })
            : await api.request(concretePath(route, call.id), {
                method: route.method,
                cookie: author.cookie,
                json: call.json,
              });

        expect(response.status, `${routeKey(route)} as ${role}`).toBeLessThan(300);
        // A preview answers its PDF, the other writes JSON or nothing.
        const answer =
          response.status === 204 || response.headers.get('content-type') === 'application/pdf'
            ? undefined
            : ((await response.json()) as Record<string, unknown>);
        const added = (await auditItems()).filter((item) => !before.has(item.sk));
        if ('none' in expected) {
          expect(added, `${routeKey(route)} as ${role}: ${expected.none}`).toEqual([]);
          continue;
        }
        expect(
          added.map(({ username, action, entity, entityId }) => ({ username, action, entity, entityId })),
          `${routeKey(route)} as ${role}`,
        ).toEqual([
          {
            username: author.account.username,
            action: expected.action,
            entity: expected.entity,
            entityId: expected.entityId({ id: call.id, json: call.json, answer, author }),
          },
        ]);
      }
    },
  );
});
