/**
 * The rules over each of their stores, called without HTTP: the mock's memory store (@mswjs/data) and the SQL
 * store (the embedded PostgreSQL, or TEST_DATABASE_URL's). Each subject starts from the demo seed and goes back to
 * it on `reset`. `call` hands a client's request to the endpoint's rule, as both bindings do.
 */
import type { EndpointSpec } from '../../contracts/common';
import { migrate } from '../../src/apiServer/migrate';
import { databasePorts } from '../../src/apiServer/server';
import { answerRule } from '../../src/rules/answer';
import type { Ports } from '../../src/rules/ports';
import { RULES } from '../../src/rules/ruleBook';
import { mockPorts } from '../../mocks/ports';
import { resetDb } from '../../mocks/seedDb';
import { seedRows } from '../../mocks/seedRows';
import { setMailLogging } from '../../mocks/mailbox';
import { requestFor, type CallOptions, type Reply } from '../contracts/http';
import { freshDatabase, ON_POSTGRES } from './testApi';

export interface RuleSubject {
  readonly name: string;
  readonly ports: Ports;
  reset(): Promise<void>;
  close(): Promise<void>;
}

export function memorySubject(): RuleSubject {
  setMailLogging(false);
  resetDb();
  return {
    name: 'the memory store (the mock)',
    ports: mockPorts,
    reset: () => {
      resetDb();
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

export async function sqlSubject(): Promise<RuleSubject> {
  const fresh = await freshDatabase();
  await migrate(fresh.db);
  const ports = await databasePorts(fresh.db, { queued: () => undefined }, { seed: seedRows });
  return {
    name: ON_POSTGRES ? 'the SQL store on PostgreSQL' : 'the SQL store on the embedded PostgreSQL',
    ports,
    reset: () => ports.reset?.() ?? Promise.resolve(),
    close: async () => {
      await fresh.db.close();
      await fresh.drop();
    },
  };
}

const BASE = 'http://127.0.0.1';

/** `endpoint` answered by its rule on `ports`, from the client address `client`. */
export async function callRule(ports: Ports, endpoint: EndpointSpec, options: CallOptions = {}, client = '127.0.0.1'): Promise<Reply> {
  const rule = RULES.find((candidate) => candidate.endpoint === endpoint);
  if (!rule) throw new Error(`no rule for ${endpoint.method} ${endpoint.path}`);
  const answer = await answerRule(rule, requestFor(BASE, endpoint, options), ports, client);
  return { status: answer.status, json: JSON.parse(JSON.stringify(answer.body ?? null)) as unknown, headers: new Headers(answer.headers) };
}

