import { makeAutoObservable, runInAction } from 'mobx';
import { ApiFailure } from '../api/client';

export type ResourceStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * One piece of server data with its loading, empty and error states, and a retry. Screens read `status` and
 * never see a half-loaded or malformed value: a response that breaks its contract is an error here.
 */
export class Resource<T> {
  status: ResourceStatus = 'idle';
  data: T | undefined = undefined;
  error: unknown = undefined;
  private request = 0;

  constructor(private readonly fetcher: () => Promise<T>) {
    makeAutoObservable<this, 'fetcher' | 'request'>(this, { fetcher: false, request: false }, { autoBind: true });
  }

  get notFound(): boolean {
    return this.error instanceof ApiFailure && this.error.status === 404;
  }

  get offline(): boolean {
    return this.error instanceof ApiFailure && this.error.status === 0;
  }

  /** Loads once; later calls reuse what is there unless `force`. */
  async load(force = false): Promise<void> {
    if (!force && (this.status === 'ready' || this.status === 'loading')) return;
    const request = (this.request += 1);
    this.status = 'loading';
    this.error = undefined;
    try {
      const data = await this.fetcher();
      runInAction(() => {
        if (request !== this.request) return;
        this.data = data;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (request !== this.request) return;
        this.error = error;
        this.status = 'error';
      });
    }
  }

  retry(): Promise<void> {
    return this.load(true);
  }
}
