/**
 * Idempotency keys, as a careful API keeps them (contracts/common.ts `idempotent`, docs/decisions/030): the first
 * request with a key is answered and its answer kept for a day in the store; the same caller repeating the same
 * request under the key, even while the first is still running in another process, gets that same answer and
 * changes nothing. Anyone else, or another request, under a used key is refused (422), never given the first
 * answer (issue 29). Server failures (5xx) are not kept, so a retry after one really runs again.
 */
import { GENERIC_ERRORS } from '../../contracts/common';
import { isUniqueViolation, type Ports } from './ports';

export interface Answer {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

const KEPT_MS = 24 * 60 * 60 * 1000;
/** How long a repeat waits for a first request another process is still answering. */
const WAIT_MS = 10_000;
const POLL_MS = 50;

/**
 * Requests of this process still being answered, by key: a repeat waits on the same promise instead of polling
 * the store. Only a shortcut: the store's row is what every process goes by.
 */
const running = new Map<string, Promise<Answer>>();

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

export function answerOnce(ports: Ports, id: string, requestHash: string, run: () => Promise<Answer>): Promise<Answer> {
  const pending = running.get(id);
  if (pending) return pending;
  const answer = claimThenRun(ports, id, requestHash, run).finally(() => running.delete(id));
  running.set(id, answer);
  return answer;
}

async function claimThenRun({ store, clock }: Ports, id: string, requestHash: string, run: () => Promise<Answer>): Promise<Answer> {
  const started = clock.now();
  for (let waited = 0; ; waited += POLL_MS) {
    try {
      await store.insert('idempotency', { id, requestHash, state: 'running', status: 0, body: '', headers: '', createdAt: clock.now() });
      break;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const kept = await store.get('idempotency', id);
      if (!kept) continue;
      if (kept.createdAt <= clock.now() - KEPT_MS) {
        await store.delete('idempotency', id);
        continue;
      }
      if (kept.requestHash !== requestHash) return { status: 422, body: { message: GENERIC_ERRORS.keyReused } };
      if (kept.state === 'done') {
        const headers = kept.headers ? (JSON.parse(kept.headers) as Record<string, string>) : undefined;
        return { status: kept.status, body: JSON.parse(kept.body) as unknown, ...(headers ? { headers } : {}) };
      }
      if (waited >= WAIT_MS) return { status: 409, body: { message: GENERIC_ERRORS.inProgress } };
      await pause(POLL_MS);
    }
  }
  // Keys older than a day are forgotten.
  await store.deleteWhere('idempotency', { createdAt: { lte: started - KEPT_MS } });
  let answer: Answer;
  try {
    answer = await run();
  } catch (error) {
    await store.delete('idempotency', id);
    throw error;
  }
  if (answer.status >= 500) {
    await store.delete('idempotency', id);
  } else {
    await store.update('idempotency', id, {
      state: 'done',
      status: answer.status,
      body: JSON.stringify(answer.body ?? null),
      headers: answer.headers ? JSON.stringify(answer.headers) : '',
    });
  }
  return answer;
}
