/**
 * Idempotency keys, as a careful API keeps them (contracts/common.ts `idempotent`): the first request with a key
 * is answered and its answer kept; a request repeating the key, even while the first is still running, gets that
 * same answer and changes nothing. Server failures (5xx) are not kept, so a retry after one really runs again.
 */
export interface KeptAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

const answers = new Map<string, Promise<KeptAnswer>>();

export function answerOnce(scope: string, key: string, run: () => Promise<KeptAnswer>): Promise<KeptAnswer> {
  const id = `${scope} ${key}`;
  const kept = answers.get(id);
  if (kept) return kept;
  const answer = run().then(
    (result) => {
      if (result.status >= 500) answers.delete(id);
      return result;
    },
    (error: unknown) => {
      answers.delete(id);
      throw error;
    },
  );
  answers.set(id, answer);
  return answer;
}

/** Back to the seed: no key has been seen. */
export function forgetIdempotencyKeys(): void {
  answers.clear();
}
