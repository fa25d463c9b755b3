/**
 * The desk's roles in the contract suite (issue 25 item 8, docs/decisions/089 and 090): the team's endpoints, every
 * desk endpoint called by each role (a lesser role than its contract names is refused with 403 before anything
 * happens; the others get past the role), and a contributor's way from a draft to an editor's publish. Run against
 * the mock and the real API alike (tests/contracts.test.ts, tests/apiServer/contracts.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { adminSignIn, type Admin } from '../../contracts/admin';
import {
  ADMIN_ARTICLE_ERRORS,
  createAdminArticle,
  deleteAdminArticle,
  getAdminArticle,
  listAdminArticles,
  saveAdminArticle,
  setAdminArticleStatus,
  type AdminArticle,
  type AdminArticleSummary,
  type ArticleInput,
} from '../../contracts/adminArticles';
import { listInbox } from '../../contracts/adminInbox';
import { ADMIN_TEAM_ERRORS, listDeskTeam, setDeskRole, type TeamMember } from '../../contracts/adminTeam';
import { ApiErrorBody, DESK_ROLES, GENERIC_ERRORS, roleAllows, type DeskRole, type EndpointSpec } from '../../contracts/common';
import { textIn } from '../../contracts/editions';
import { fixtures } from '../../mocks/seed/fixtures';
import { callEndpoint, type Reply } from './http';
import type { EndpointCases, Known, SuiteOptions } from './suite';

const BOGUS = 'zz_does_not_exist';
let unique = 0;
const admin = (known: Known) => known.adminToken ?? 'none';
/** What the sign-in takes of a seeded account. */
const credentials = ({ email, password }: { readonly email: string; readonly password: string }) => ({ email, password });

/** The seed's account of each role below the suite's editor (an administrator). */
const ROLE_ACCOUNTS: Readonly<Record<Exclude<DeskRole, 'administrator'>, { readonly email: string; readonly password: string }>> = {
  contributor: fixtures.contributor,
  editor: fixtures.deskEditor,
};

/** A session of the account with `role`: the suite's editor for an administrator; the others signed in once a test. */
export async function deskToken(base: string, known: Known, role: DeskRole): Promise<string> {
  if (role === 'administrator') return admin(known);
  const kept = known.roleTokens[role];
  if (kept) return kept;
  const reply = await callEndpoint(base, adminSignIn, { body: credentials(ROLE_ACCOUNTS[role]) });
  const token = (reply.json as { token?: string }).token;
  if (!token) throw new Error(`the ${role} could not sign in: ${JSON.stringify(reply.json)}`);
  known.roleTokens[role] = token;
  return token;
}

async function memberOf(base: string, known: Known, email: string): Promise<TeamMember> {
  const reply = await callEndpoint(base, listDeskTeam, { token: admin(known) });
  const member = (reply.json as { members: TeamMember[] }).members.find((candidate) => candidate.email === email);
  if (!member) throw new Error(`${email} is not on the team: ${JSON.stringify(reply.json)}`);
  return member;
}

export function roleCases(options: SuiteOptions): EndpointCases[] {
  const { base } = options;
  return [
    { endpoint: listDeskTeam, valid: (known) => ({ token: admin(known) }), errors: {} },
    {
      endpoint: setDeskRole,
      // The contributor given the role they have: nothing changes.
      valid: async (known) => ({ query: { id: (await memberOf(base, known, fixtures.contributor.email))._id }, body: { role: 'contributor' }, token: admin(known) }),
      authProbe: () => ({ query: { id: BOGUS }, body: { role: 'editor' } }),
      bad: { query: { id: '' }, body: { role: 'owner' } },
      errors: {
        [ADMIN_TEAM_ERRORS.memberNotFound]: { request: (known) => ({ query: { id: BOGUS }, body: { role: 'editor' }, token: admin(known) }) },
        // The other administrator made an editor first: the suite's editor is then the last one.
        [ADMIN_TEAM_ERRORS.lastAdministrator]: {
          destructive: true,
          request: async (known) => {
            const other = await memberOf(base, known, fixtures.secondEditor.email);
            expect((await callEndpoint(base, setDeskRole, { query: { id: other._id }, body: { role: 'editor' }, token: admin(known) })).status).toBe(200);
            const me = await memberOf(base, known, options.editor?.email ?? fixtures.editor.email);
            return { query: { id: me._id }, body: { role: 'contributor' }, token: admin(known) };
          },
        },
      },
    },
  ];
}

const isRoleRefusal = (reply: Reply) => reply.status === 403 && (reply.json as { message?: string } | null)?.message === GENERIC_ERRORS.roleRefused;

/** The role × endpoint table as markdown, from the contracts: one row per desk endpoint, ✓ where the role may call it. */
export function roleTable(endpoints: readonly { readonly name: string; readonly endpoint: EndpointSpec }[]): string {
  const rows = endpoints
    .filter(({ endpoint }) => endpoint.auth === 'admin')
    .map(({ name, endpoint }) => {
      const marks = DESK_ROLES.map((role) => (endpoint.role && roleAllows(role, endpoint.role) ? '✓' : '—'));
      return `| \`${endpoint.method} ${endpoint.path}\` | ${name} | ${marks.join(' | ')} |`;
    });
  return [
    '# The desk: who may call what',
    '',
    'Generated from the contracts (`role` of every `auth: \'admin\'` endpoint) by tests/contracts.test.ts; the contract',
    'suite calls each endpoint as each role, on the mock and on the real API (tests/contracts/roleCases.ts). A contributor',
    'works on drafts of their own only (docs/decisions/089).',
    '',
    `| endpoint | contract | ${DESK_ROLES.join(' | ')} |`,
    `| --- | --- | ${DESK_ROLES.map(() => ':---:').join(' | ')} |`,
    ...rows,
    '',
  ].join('\n');
}

export function roleChecks(options: SuiteOptions, current: () => Known, deskCases: () => readonly EndpointCases[]): void {
  const { base } = options;

  describe('roles: every desk endpoint, called by each role', () => {
    for (const entry of deskCases().filter((candidate) => candidate.endpoint.auth === 'admin')) {
      const { endpoint } = entry;
      const least = endpoint.role ?? 'administrator';
      const refused = DESK_ROLES.filter((role) => !roleAllows(role, least));
      const allowed = DESK_ROLES.filter((role) => roleAllows(role, least));
      // Building the request may change the server (a draft made to be deleted) unless the case has a probe.
      const builds = entry.authProbe === undefined && (entry.validIsDestructive || entry.validNeedsMailbox);
      it.runIf(options.destructive || !builds)(
        `${endpoint.method} ${endpoint.path} refuses ${refused.join(' and ') || 'nobody'} with 403${options.destructive ? `, lets ${allowed.join(' and ')} past the role` : ''}`,
        async () => {
          const known = current();
          const request = async () => (entry.authProbe ?? entry.valid)(known);
          // The refused first: a refusal changes nothing, so the allowed roles' calls still find the server as seeded.
          for (const role of refused) {
            const reply = await callEndpoint(base, endpoint, { ...(await request()), token: await deskToken(base, known, role) });
            expect(ApiErrorBody.is(reply.json), `${role}: ${JSON.stringify(reply.json)}`).toBe(true);
            expect({ role, status: reply.status, message: (reply.json as { message: string }).message }).toEqual({ role, status: 403, message: GENERIC_ERRORS.roleRefused });
          }
          if (!options.destructive) return;
          for (const role of allowed) {
            const reply = await callEndpoint(base, endpoint, { ...(await request()), token: await deskToken(base, known, role) });
            expect(isRoleRefusal(reply), `${role}: ${JSON.stringify(reply.json)}`).toBe(false);
            expect(reply.status, `${role}: ${JSON.stringify(reply.json)}`).not.toBe(401);
            // Past the role, an answer is the endpoint's own: a success, or one of its documented texts (a
            // contributor's call on an article of someone else's is one).
            if (reply.status >= 300) expect(endpoint.errors, `${role}: ${JSON.stringify(reply.json)}`).toContain((reply.json as { message: string }).message);
          }
        },
      );
    }
  });

  describe('roles: a contributor writes drafts, an editor publishes them', () => {
    const draftInput = (known: Known, alias: string): ArticleInput => {
      const text = (title: string) => ({ title, standfirst: `${title}.`, body: `<p>${title}.</p>`, imageAlt: title });
      return {
        alias,
        category: textIn(known.article.data, 'en').category,
        subcategory: null,
        authorId: known.article.authorId,
        image: known.article.image,
        data: { en: text('A contributor writes'), 'zh-cn': text('投稿人写稿'), 'zh-tw': text('投稿人寫稿') },
      };
    };
    const articleOf = (reply: Reply) => (reply.json as { article: AdminArticle }).article;

    it.runIf(options.destructive)('a contributor saves a draft of their own, is refused publishing (403), and cannot change it once an editor published it', async () => {
      const known = current();
      const writer = await deskToken(base, known, 'contributor');
      const created = await callEndpoint(base, createAdminArticle, { body: draftInput(known, `role-draft-${Date.now().toString(36)}-${(unique += 1)}`), token: writer });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      const draft = articleOf(created);
      const list = (await callEndpoint(base, listAdminArticles, { query: { pageSize: 100 }, token: writer })).json as { items: AdminArticleSummary[] };
      expect(list.items.map((item) => item._id)).toEqual([draft._id]);

      const saved = await callEndpoint(base, saveAdminArticle, { query: { id: draft._id }, body: { version: draft.version, byHand: true, article: draftInput(known, draft.alias) }, token: writer });
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
      const version = articleOf(saved).version;
      for (const status of ['published', 'scheduled'] as const) {
        const publishAt = new Date(Date.now() + 86_400_000).toISOString();
        const refused = await callEndpoint(base, setAdminArticleStatus, { query: { id: draft._id }, body: { version, status, publishAt }, token: writer });
        expect(isRoleRefusal(refused), JSON.stringify(refused.json)).toBe(true);
      }
      expect(isRoleRefusal(await callEndpoint(base, deleteAdminArticle, { query: { id: draft._id, version }, token: writer }))).toBe(true);
      // Nothing reached readers: the draft is still a draft.
      expect(articleOf(await callEndpoint(base, getAdminArticle, { query: { id: draft._id }, token: writer })).status).toBe('draft');

      const published = await callEndpoint(base, setAdminArticleStatus, { query: { id: draft._id }, body: { version, status: 'published' }, token: await deskToken(base, known, 'editor') });
      expect(published.status, JSON.stringify(published.json)).toBe(200);
      const live = articleOf(published);
      const late = await callEndpoint(base, saveAdminArticle, { query: { id: draft._id }, body: { version: live.version, byHand: true, article: draftInput(known, draft.alias) }, token: writer });
      expect({ status: late.status, json: late.json }).toEqual({ status: 403, json: { message: ADMIN_ARTICLE_ERRORS.ownDraftsOnly } });
      // Still theirs to read; another's story is not.
      expect((await callEndpoint(base, getAdminArticle, { query: { id: draft._id }, token: writer })).status).toBe(200);
      const other = await callEndpoint(base, getAdminArticle, { query: { id: known.article._id }, token: writer });
      expect({ status: other.status, json: other.json }).toEqual({ status: 403, json: { message: ADMIN_ARTICLE_ERRORS.ownDraftsOnly } });
    });

    it('the sign-in answer names the role, and the inbox is given only to those who work it', async () => {
      const known = current();
      for (const [account, role] of [
        [fixtures.contributor, 'contributor'],
        [fixtures.deskEditor, 'editor'],
        [fixtures.editor, 'administrator'],
      ] as const) {
        const reply = await callEndpoint(base, adminSignIn, { body: credentials(account) });
        expect((reply.json as { admin: Admin }).admin.role).toBe(role);
      }
      const inbox = (await callEndpoint(base, listInbox, { query: {}, token: admin(known) })).json as { editors: { name: string }[] };
      expect(inbox.editors.map((editor) => editor.name)).not.toContain(fixtures.contributor.name);
      expect(inbox.editors.map((editor) => editor.name)).toContain(fixtures.deskEditor.name);
    });

    it.runIf(options.destructive)("an administrator's change of role holds at the editor's next call, and the desk keeps one administrator", async () => {
      const known = current();
      const writer = await deskToken(base, known, 'contributor');
      expect(isRoleRefusal(await callEndpoint(base, listInbox, { query: {}, token: writer }))).toBe(true);
      const member = await memberOf(base, known, fixtures.contributor.email);
      const promoted = await callEndpoint(base, setDeskRole, { query: { id: member._id }, body: { role: 'editor' }, token: admin(known) });
      expect((promoted.json as { member: TeamMember }).member).toEqual({ ...member, role: 'editor' });
      // The same session, the new role.
      expect((await callEndpoint(base, listInbox, { query: {}, token: writer })).status).toBe(200);
      expect(isRoleRefusal(await callEndpoint(base, listDeskTeam, { token: writer }))).toBe(true);

      // Two administrators taking each other's role at once: one of them stays an administrator.
      const second = await memberOf(base, known, fixtures.secondEditor.email);
      const me = await memberOf(base, known, options.editor?.email ?? fixtures.editor.email);
      const secondToken = ((await callEndpoint(base, adminSignIn, { body: credentials(fixtures.secondEditor) })).json as { token: string }).token;
      const both = await Promise.all([
        callEndpoint(base, setDeskRole, { query: { id: second._id }, body: { role: 'editor' }, token: admin(known) }),
        callEndpoint(base, setDeskRole, { query: { id: me._id }, body: { role: 'editor' }, token: secondToken }),
      ]);
      // The one that lost finds itself no administrator any more (403), or the last one standing (409).
      expect(both.map((reply) => reply.status).sort()).toEqual([200, expect.toBeOneOf([403, 409])]);
      const team = (await callEndpoint(base, listDeskTeam, { token: both[0].status === 200 ? admin(known) : secondToken })).json as { members: TeamMember[] };
      const left = team.members.filter((candidate) => candidate.role === 'administrator');
      expect(left).toHaveLength(1);
      // The last administrator cannot leave the role either.
      const last = await callEndpoint(base, setDeskRole, { query: { id: left[0]?._id ?? BOGUS }, body: { role: 'contributor' }, token: both[0].status === 200 ? admin(known) : secondToken });
      expect({ status: last.status, json: last.json }).toEqual({ status: 409, json: { message: ADMIN_TEAM_ERRORS.lastAdministrator, field: 'role' } });
    });
  });
}
