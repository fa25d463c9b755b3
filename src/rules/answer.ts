/**
 * One request through one rule, the same for every binding: the caller is found (401/403) and, on the desk, held
 * to the least role its endpoint names (403), an idempotent request is answered once (src/rules/idempotency.ts),
 * the request is read by its contract (400/413/415), the rule runs, and its answer is checked against the contract
 * before it leaves, so neither binding can drift from it.
 */
import { GENERIC_ERRORS, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, roleAllows, type EndpointSpec } from '../../contracts/common';
import { answerOnce, type Answer } from './idempotency';
import { requestHashOf } from './requestHash';
import type { Ports } from './ports';
import { BadRequest, readRequest } from './readRequest';
import type { Rule } from './rule';
import { adminOf, roleOf, viewerOf, type AdminRow, type UserRow } from './sessions';

export type { Answer } from './idempotency';

const refusal = (status: number, message: string): Answer => ({ status, body: { message } });

type Caller = { readonly viewer: UserRow | null; readonly admin: AdminRow | null } | Answer;

async function callerOf(endpoint: EndpointSpec, request: Request, ports: Ports): Promise<Caller> {
  if (endpoint.auth === 'admin') {
    const who = await adminOf(ports, request);
    if (who.kind === 'none') return refusal(401, GENERIC_ERRORS.unauthorized);
    // A reader's valid token on the editors' desk is a reader who is not allowed in; anything else is a bad token.
    if (who.kind === 'invalid') {
      return (await viewerOf(ports, request)).kind === 'user'
        ? refusal(403, GENERIC_ERRORS.adminOnly)
        : refusal(401, GENERIC_ERRORS.sessionExpired);
    }
    // The role is read from the editor's row on every call: a role changed by an administrator holds at once.
    if (!roleAllows(roleOf(who.admin), endpoint.role)) return refusal(403, GENERIC_ERRORS.roleRefused);
    return { viewer: null, admin: who.admin };
  }
  if (endpoint.auth === 'none') return { viewer: null, admin: null };
  const who = await viewerOf(ports, request);
  if (endpoint.auth === 'bearer' && who.kind === 'none') return refusal(401, GENERIC_ERRORS.unauthorized);
  if (endpoint.auth === 'bearer' && who.kind === 'invalid') return refusal(401, GENERIC_ERRORS.sessionExpired);
  return { viewer: who.kind === 'user' ? who.user : null, admin: null };
}

async function run<E extends EndpointSpec>(
  rule: Rule<E>,
  request: Request,
  ports: Ports,
  client: string,
  caller: { readonly viewer: UserRow | null; readonly admin: AdminRow | null },
): Promise<Answer> {
  const { endpoint } = rule;
  let input;
  try {
    input = await readRequest(endpoint, request);
  } catch (error) {
    if (error instanceof BadRequest) return { status: error.status, body: { message: error.message, field: error.field } };
    throw error;
  }
  const outcome = await rule.resolve({ ...input, ...caller, request, client }, ports);
  if (outcome.kind === 'fail') {
    const generic = Object.values(GENERIC_ERRORS) as string[];
    if (!endpoint.errors.includes(outcome.message) && !generic.includes(outcome.message) && outcome.status !== 400) {
      throw new Error(`${endpoint.method} ${endpoint.path}: '${outcome.message}' is not among its contract's errors`);
    }
    if (outcome.retryAfter !== undefined) {
      // The header for clients that can read it; the body too, since a cross-origin client may not.
      return {
        status: outcome.status,
        body: { message: outcome.message, retryAfter: outcome.retryAfter },
        headers: { 'Retry-After': String(outcome.retryAfter) },
      };
    }
    return { status: outcome.status, body: { message: outcome.message, field: outcome.field } };
  }
  const [error, data] = endpoint.response.validate(outcome.data);
  if (error) throw new Error(`${endpoint.method} ${endpoint.path}: the reply breaks its contract: ${error.message}`);
  return { status: outcome.status ?? 200, body: data };
}

/**
 * The answer to `request` (already matched to `rule` by method and path). `client` is the caller's network
 * address as the binding knows it. A rule that throws is the binding's to turn into a 500 with a JSON body.
 */
export async function answerRule<E extends EndpointSpec>(rule: Rule<E>, request: Request, ports: Ports, client: string): Promise<Answer> {
  const answer = await answerOnceChecked(rule, request, ports, client);
  // Only a public read without a session may be kept by a cache; anything else may carry a token or someone's data.
  if (rule.endpoint.publicRead && !request.headers.has('Authorization')) return { ...answer, headers: { ...answer.headers, Vary: 'Authorization' } };
  return { ...answer, headers: { ...answer.headers, ...PRIVATE } };
}

/** The headers of an answer no shared cache may keep (issue 29): tokens, profiles, likes, the desk, the mailbox. */
export const PRIVATE = { 'Cache-Control': 'no-store', Vary: 'Authorization' } as const;

async function answerOnceChecked<E extends EndpointSpec>(rule: Rule<E>, request: Request, ports: Ports, client: string): Promise<Answer> {
  const { endpoint } = rule;
  const key = endpoint.idempotent ? request.headers.get(IDEMPOTENCY_HEADER) : null;
  if (key !== null && !IDEMPOTENCY_KEY_PATTERN.test(key)) return refusal(400, `Invalid header '${IDEMPOTENCY_HEADER}'`);
  const caller = await callerOf(endpoint, request, ports);
  if ('status' in caller) return caller;
  if (key === null) return run(rule, request, ports, client, caller);
  // Checked after the caller is known: the key's first answer is given again only to whoever sent it, for the same
  // request. A signed-out sender is known by what they sent, which the answer does not add to.
  const owner = caller.admin ? `admin:${caller.admin.id}` : caller.viewer ? `user:${caller.viewer.id}` : 'anonymous';
  const requestHash = await requestHashOf(request.clone(), owner);
  return answerOnce(ports, `${endpoint.method} ${endpoint.path} ${key}`, requestHash, () => run(rule, request, ports, client, caller));
}
