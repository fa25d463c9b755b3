/**
 * The API answers a server-rendered page was built from, handed to the browser inside the page so that its
 * stores load the same data through the same calls without going to the network again (the way React Query's
 * dehydrate / hydrate hands over a query cache). Each answer is replayed once; after that the browser fetches.
 */
export type PrefetchedResponse =
  | {
      readonly key: string;
      readonly status: number;
      readonly contentType: string;
      readonly body: string;
      /**
       * The server's client read this answer through its endpoint's contract, and `body` is what the contract
       * gave (checked, unknown fields dropped): the browser, built from the same contracts, need not check it again.
       */
      readonly checked?: true;
    }
  /** No answer came in time (the API was down or slow): the browser sees the same failure while it hydrates. */
  | { readonly key: string; readonly failed: true };

/** A request's identity, whichever origin the API is on: the method, path and query. */
export function requestKey(method: string, url: string): string {
  const parsed = new URL(url, 'http://origin.invalid');
  return `${method.toUpperCase()} ${parsed.pathname}${parsed.search}`;
}

export function requestOf(input: RequestInfo | URL, init?: RequestInit): { method: string; url: string } {
  if (input instanceof Request) return { method: init?.method ?? input.method, url: input.url };
  return { method: init?.method ?? 'GET', url: String(input) };
}

const checkedAnswers = new WeakSet<Response>();

/**
 * Whether `response` is a replayed answer (replayingFetch) that the server already read through its contract.
 * Only the replay marks one, so nothing from the network can claim it.
 */
export function checkedByServer(response: Response): boolean {
  return checkedAnswers.has(response);
}

/**
 * A fetch that answers each request of `prefetched` once, from it, and passes every other request to `network`.
 * `forget` drops what is left (once the page has hydrated, a later visit to the same data fetches it afresh).
 */
export function replayingFetch(
  prefetched: readonly PrefetchedResponse[],
  network: typeof fetch,
): { readonly fetch: typeof fetch; readonly forget: () => void } {
  const waiting = new Map<string, PrefetchedResponse>();
  for (const response of prefetched) waiting.set(response.key, response);
  const replay: typeof fetch = (input, init) => {
    const { method, url } = requestOf(input, init);
    const key = requestKey(method, url);
    const found = waiting.get(key);
    if (!found) return network(input, init);
    waiting.delete(key);
    if ('failed' in found) return Promise.reject(new TypeError('The API did not answer while the page was rendered'));
    const response = new Response(found.body === '' ? null : found.body, {
      status: found.status,
      headers: found.contentType ? { 'Content-Type': found.contentType } : {},
    });
    if (found.checked) checkedAnswers.add(response);
    return Promise.resolve(response);
  };
  return { fetch: replay, forget: () => waiting.clear() };
}

/** The id of the script element holding a server-rendered page's ServerState (devalue, not executed). */
export const SERVER_STATE_ID = 'huanyu-state';

/** What a server-rendered page hands to the browser besides its HTML. */
export interface ServerState {
  readonly responses: readonly PrefetchedResponse[];
  /** The Chinese texts the page shows, in phrases as the server cut them (src/stores/PhrasesStore.ts). */
  readonly phrases?: readonly (readonly string[])[];
}

/**
 * The requests of a fetch that are still waiting, and a way to wait until there are none: a store that asks for
 * the next thing when the first arrives, or a block loaded on the side, is waited for too.
 */
export class InFlight {
  private readonly waiting = new Set<Promise<unknown>>();

  track<T>(call: Promise<T>): Promise<T> {
    this.waiting.add(call);
    void call.then(
      () => this.waiting.delete(call),
      () => this.waiting.delete(call),
    );
    return call;
  }

  /** Resolves once nothing is waiting and nothing new started in the task after the last one ended. */
  async settled(): Promise<void> {
    for (;;) {
      if (this.waiting.size > 0) await Promise.allSettled([...this.waiting]);
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (this.waiting.size === 0) return;
    }
  }
}

/** Wraps a fetch so that its requests are tracked by `inFlight`. */
export function trackedFetch(inner: typeof fetch, inFlight: InFlight): typeof fetch {
  return (input, init) => inFlight.track(inner(input, init));
}
