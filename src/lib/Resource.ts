import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ApiFailure } from '../api/client';

export type ResourceStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * One piece of server data with its loading, empty and error states, and a retry. Screens read `status` and
 * never see a half-loaded or malformed value: a response that breaks its contract is an error here.
 * `data` is the answer as it came (observable by reference, not made deeply observable): converting every answer
 * into observables was a tenth of a server render's CPU and much of its garbage (issue 27), and nothing changes an
 * answer in place; a store that shows a change holds it beside the answer (likes, comments added) or loads anew.
 */
export class Resource<T> {
  status: ResourceStatus = 'idle';
  data: T | undefined = undefined;
  error: unknown = undefined;
  private request = 0;
  private running: Promise<void> | null = null;

  constructor(private readonly fetcher: () => Promise<T>) {
    makeAutoObservable<this, 'fetcher' | 'request' | 'running' | 'run'>(
      this,
      { fetcher: false, request: false, running: false, run: false, data: observableRef },
      { autoBind: true },
    );
  }

  get notFound(): boolean {
    return this.error instanceof ApiFailure && this.error.status === 404;
  }

  /** Gone for good (410): an expired or revoked link. */
  get gone(): boolean {
    return this.error instanceof ApiFailure && this.error.status === 410;
  }

  get offline(): boolean {
    return this.error instanceof ApiFailure && this.error.status === 0;
  }

  /**
   * Loads once; later calls reuse what is there unless `force`. A call while a load runs returns that load, so a
   * caller that awaits it always sees the answer (a screen that decided on a still-loading resource once showed a
   * false "not found"). A forced load supersedes the running one, and every waiting caller waits for the newest.
   */
  load(force = false): Promise<void> {
    if (!force && this.status === 'ready') return Promise.resolve();
    if (!force && this.running) return this.running;
    const request = (this.request += 1);
    this.status = 'loading';
    this.error = undefined;
    const running = this.run(request);
    this.running = running;
    return running;
  }

  retry(): Promise<void> {
    return this.load(true);
  }

  private async run(request: number): Promise<void> {
    let outcome: { data: T } | { error: unknown };
    try {
      outcome = { data: await this.fetcher() };
    } catch (error) {
      outcome = { error };
    }
    if (request !== this.request) {
      // Superseded by a forced load: settle when the newest one does, never before.
      await this.running;
      return;
    }
    runInAction(() => {
      this.running = null;
      if ('data' in outcome) {
        this.data = outcome.data;
        this.status = 'ready';
      } else {
        this.error = outcome.error;
        this.status = 'error';
      }
    });
  }
}

/**
 * One Resource per key, made the first time it is asked for and kept: an edition's own copy of a list that differs
 * between editions (an article may not exist in every language).
 */
export function resourcePer<K, T>(make: (key: K) => Resource<T>): (key: K) => Resource<T> {
  const made = new Map<K, Resource<T>>();
  return (key) => {
    let resource = made.get(key);
    if (!resource) {
      resource = make(key);
      made.set(key, resource);
    }
    return resource;
  };
}
