import { InFlight, requestKey, requestOf, type PrefetchedResponse } from '../lib/prefetch';

/**
 * The fetch of one server render: it records every API answer (for the browser to replay, src/lib/prefetch.ts),
 * knows when the stores have stopped asking (`settled`), and gives up on everything still waiting once the
 * page's time budget is spent, so a slow API yields the page's error state instead of a hanging request.
 */
export class RecordingFetch {
  readonly recorded: PrefetchedResponse[] = [];
  /** Where in `recorded` each answer the stores read is (`checked`). */
  private readonly places = new WeakMap<Response, number>();
  /** Whether the budget ran out before the API had answered everything. */
  timedOut = false;
  private readonly inFlight = new InFlight();
  private readonly budget = new AbortController();
  private readonly timer: ReturnType<typeof setTimeout>;

  constructor(
    private readonly network: typeof fetch,
    budgetMs: number,
    /** The JSON of a value the client read (the server's memo has it: src/server/contractReads.ts). */
    private readonly json: (value: unknown) => string = JSON.stringify,
  ) {
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.budget.abort(new Error(`The API took longer than ${budgetMs} ms`));
    }, budgetMs);
  }

  readonly fetch: typeof fetch = (input, init) => {
    const { method, url } = requestOf(input, init);
    const key = requestKey(method, url);
    const signal = init?.signal ? AbortSignal.any([init.signal, this.budget.signal]) : this.budget.signal;
    const call = this.network(input, { ...init, signal }).then(
      async (response) => {
        // The body is read here, once, before the call resolves (so `settled` waits for it too), and the client's
        // own `text()` gets the same text: the page keeps it without a clone of the stream read a second time.
        const body = await response.text();
        Object.defineProperty(response, 'text', { value: () => Promise.resolve(body) });
        if (method.toUpperCase() === 'GET') {
          this.places.set(response, this.recorded.length);
          this.recorded.push({ key, status: response.status, contentType: response.headers.get('Content-Type') ?? '', body });
        }
        return response;
      },
      (error: unknown) => {
        if (method.toUpperCase() === 'GET') this.recorded.push({ key, failed: true });
        throw error;
      },
    );
    return this.inFlight.track(call);
  };

  /**
   * The client read `response` through its contract, which gave `value`: the page carries that value, marked
   * checked, and the browser does not check it again (src/lib/prefetch.ts). The ApiClient's `onRead`.
   */
  readonly checked = (response: Response, value: unknown): void => {
    const index = this.places.get(response);
    const answer = index === undefined ? undefined : this.recorded[index];
    if (index === undefined || !answer || 'failed' in answer) return;
    this.recorded[index] = { ...answer, body: this.json(value), checked: true };
  };

  /** Resolves once the stores have stopped asking (src/lib/prefetch.ts InFlight). */
  settled(): Promise<void> {
    return this.inFlight.settled();
  }

  /** Ends the budget's timer: nothing of this request outlives it. */
  dispose(): void {
    clearTimeout(this.timer);
    // A request started while rendering (nothing should) is cancelled rather than left running.
    this.budget.abort(new Error('The page has been sent'));
  }
}
