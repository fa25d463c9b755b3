import { afterEach, beforeEach, expect } from 'vitest';
import { adminSignIn } from '../contracts/admin';
import { mockNow, setMockNow } from '../mocks/clock';
import { fixtures } from '../mocks/seed/fixtures';
import { callEndpoint, type CallOptions, type Reply } from './contracts/http';

/** Where the handler tests' mock server answers (msw/node). */
export const BASE = 'http://127.0.0.1';

export async function tokenOf(editor: { email: string; password: string }): Promise<string> {
  const reply = await callEndpoint(BASE, adminSignIn, { body: { email: editor.email, password: editor.password } });
  return (reply.json as { token: string }).token;
}

/** The seeded editor, signed in afresh before each test of the file; `call` sends an endpoint with their token. */
export function signedInEditor() {
  const session = {
    token: '',
    call: (endpoint: Parameters<typeof callEndpoint>[1], options: CallOptions = {}) => callEndpoint(BASE, endpoint, { token: session.token, ...options }),
  };
  beforeEach(async () => {
    session.token = await tokenOf(fixtures.editor);
  });
  return session;
}

/** The mock's clock as each test started: a test may move it on, and it is put back after. */
export function clockAtStart() {
  const clock = { started: 0 };
  beforeEach(() => {
    clock.started = mockNow();
  });
  afterEach(() => setMockNow(clock.started));
  return clock;
}

/** A refusal: its status, the contract's message and, where it names one, the field. */
export function expectFailure(reply: Reply, status: number, message: string, field?: string) {
  expect(reply.status, JSON.stringify(reply.json)).toBe(status);
  expect(reply.json).toMatchObject({ message, ...(field === undefined ? {} : { field }) });
}
