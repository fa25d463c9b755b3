import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiErrorBody, type EndpointSpec } from '../contracts/common';
import * as account from '../contracts/account';
import * as admin from '../contracts/admin';
import * as adminArticles from '../contracts/adminArticles';
import * as adminComments from '../contracts/adminComments';
import * as adminFrontPage from '../contracts/adminFrontPage';
import * as adminInbox from '../contracts/adminInbox';
import * as adminNewsletters from '../contracts/adminNewsletters';
import * as adminPolls from '../contracts/adminPolls';
import * as adminPages from '../contracts/adminPages';
import * as adminSections from '../contracts/adminSections';
import * as adminTeam from '../contracts/adminTeam';
import * as adminCommercial from '../contracts/adminCommercial';
import * as articlePreviews from '../contracts/articlePreviews';
import * as community from '../contracts/community';
import * as contactContracts from '../contracts/contact';
import * as content from '../contracts/content';
import * as dev from '../contracts/dev';
import * as subscription from '../contracts/subscription';
import * as user from '../contracts/user';
import * as weather from '../contracts/weather';
import { callEndpoint } from './contracts/http';
import { readResponse } from '../src/api/client';
import { ADDED, contractSuite, DEV_ENDPOINTS, suiteEndpoints, withAddedFields } from './contracts/suite';
import { fixtures } from '../mocks/seed/fixtures';
import { NAMED_ENDPOINTS } from './contracts/endpoints';
import { roleTable } from './contracts/roleCases';

const reader = fixtures.verifiedReader;

const BASE = 'http://127.0.0.1';

/** Every endpoint the contracts declare. */
const ALL_ENDPOINTS: EndpointSpec[] = [account, admin, adminArticles, adminComments, adminFrontPage, adminInbox, adminNewsletters, adminCommercial, adminPages, adminPolls, adminSections, adminTeam, articlePreviews, community, contactContracts, content, dev, subscription, user, weather].flatMap(
  (module) => Object.values(module).filter((value): value is EndpointSpec => typeof value === 'object' && value !== null && 'path' in value && 'method' in value),
);

describe('the contracts against the mocks (in-process)', () => {
  contractSuite({
    base: BASE,
    destructive: true,
    strictReplies: true,
    mailbox: true,
    reader: { email: reader.email, password: reader.password },
    unverified: { email: fixtures.unverifiedReader.email, password: fixtures.unverifiedReader.password },
  });
});

describe('every endpoint is covered', () => {
  it('each endpoint the contracts declare has its cases in the suite (valid, errors, 400, 401, added fields)', () => {
    const covered = new Set<EndpointSpec>([...suiteEndpoints(), ...DEV_ENDPOINTS]);
    const missing = ALL_ENDPOINTS.filter((endpoint) => !covered.has(endpoint)).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(missing).toEqual([]);
  });
});

describe('the desk: who may call what', () => {
  it('every desk endpoint names its least role, and docs/desk-roles.md is the table the contracts make', async () => {
    const desk = NAMED_ENDPOINTS.filter(({ endpoint }) => endpoint.auth === 'admin');
    expect(desk.filter(({ endpoint }) => endpoint.role === undefined).map(({ name }) => name)).toEqual([]);
    await expect(roleTable(NAMED_ENDPOINTS)).toMatchFileSnapshot('../docs/desk-roles.md');
  });
});

describe('the dev mailbox and reset (mocks only)', () => {
  it.each(DEV_ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s answers within its contract, and is read with fields added',
    async (_name, endpoint) => {
      const reply = await callEndpoint(BASE, endpoint);
      expect(reply.status).toBe(200);
      expect(endpoint.response.is(reply.json)).toBe(true);
      const read: unknown = readResponse(endpoint, withAddedFields(reply.json));
      expect(JSON.stringify(read)).not.toContain(ADDED);
      expect(read).toEqual(readResponse(endpoint, reply.json));
    },
  );
});

describe('bad input never breaks a handler (fast-check)', () => {
  const anyQuery = fc.dictionary(fc.string({ maxLength: 12 }), fc.oneof(fc.string(), fc.integer().map(String), fc.constant('')));
  const anyBody = fc.oneof(fc.anything(), fc.dictionary(fc.string({ maxLength: 12 }), fc.anything()));
  const inputs = ALL_ENDPOINTS.filter((endpoint) => endpoint.query || endpoint.body);

  it.each(inputs.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s answers generated input with a 2xx or a 4xx error body, never a 500',
    async (_name, endpoint) => {
      // Bearer calls get a real session, so the generated input reaches the parsing and the handler.
      const session = await callEndpoint(BASE, user.signIn, {
        body: { email: reader.email, password: reader.password, locale: 'en' },
      });
      // The desk's calls get an editor's session.
      const editor = endpoint.auth === 'admin' ? await callEndpoint(BASE, admin.adminSignIn, { body: { email: fixtures.editor.email, password: fixtures.editor.password } }) : session;
      const token = endpoint.auth === 'none' ? 'none' : ((editor.json as { token: string }).token);
      await fc.assert(
        fc.asyncProperty(anyQuery, anyBody, async (query, body) => {
          const reply = await callEndpoint(BASE, endpoint, { query, body: endpoint.body ? body : undefined, token });
          if (reply.status >= 300) {
            expect(reply.status).toBeLessThan(500);
            expect(ApiErrorBody.is(reply.json)).toBe(true);
          }
        }),
        { numRuns: 40, seed: 20261122 },
      );
    },
  );
});
