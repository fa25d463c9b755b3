import { describe, expect, it } from 'vitest';
import { Resource, resourcePer } from '../../src/lib/Resource';

/** A fetcher whose answers the test releases one by one, so the order of events is the test's, not a timer's. */
function controlled<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  let calls = 0;
  const fetcher = () =>
    new Promise<T>((resolve, reject) => {
      calls += 1;
      pending.push({ resolve, reject });
    });
  return { fetcher, pending, calls: () => calls };
}

describe('Resource: loads that cannot race', () => {
  it('a second load while one runs waits for the same answer, and asks only once', async () => {
    const source = controlled<string>();
    const resource = new Resource(source.fetcher);
    const first = resource.load();
    let secondSettled = false;
    const second = resource.load().then(() => {
      secondSettled = true;
    });
    await Promise.resolve();
    expect(secondSettled).toBe(false);
    expect(source.calls()).toBe(1);
    source.pending[0]?.resolve('answer');
    await Promise.all([first, second]);
    expect(resource.status).toBe('ready');
    expect(resource.data).toBe('answer');
    await resource.load();
    expect(source.calls()).toBe(1);
  });

  it('a forced load supersedes the running one: every caller waits for the newest answer', async () => {
    const source = controlled<string>();
    const resource = new Resource(source.fetcher);
    const first = resource.load();
    const forced = resource.load(true);
    expect(source.calls()).toBe(2);
    source.pending[0]?.resolve('old');
    let firstSettled = false;
    void first.then(() => {
      firstSettled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The stale answer neither shows nor releases the waiting caller.
    expect(firstSettled).toBe(false);
    expect(resource.status).toBe('loading');
    source.pending[1]?.resolve('new');
    await Promise.all([first, forced]);
    expect(resource.data).toBe('new');
    expect(resource.status).toBe('ready');
  });

  it('a failed load is an error, and the next load asks again', async () => {
    const source = controlled<string>();
    const resource = new Resource(source.fetcher);
    const failing = resource.load();
    source.pending[0]?.reject(new Error('down'));
    await failing;
    expect(resource.status).toBe('error');
    const again = resource.load();
    expect(resource.status).toBe('loading');
    source.pending[1]?.resolve('back');
    await again;
    expect(resource.status).toBe('ready');
    expect(resource.error).toBeUndefined();
  });
});

describe('resourcePer', () => {
  it('makes one Resource per key, the first time it is asked for, and keeps it', () => {
    const made: string[] = [];
    const listIn = resourcePer((locale: string) => {
      made.push(locale);
      return new Resource(() => Promise.resolve([locale]));
    });
    expect(made).toEqual([]);
    const english = listIn('en');
    expect(listIn('en')).toBe(english);
    expect(listIn('zh-tw')).not.toBe(english);
    expect(made).toEqual(['en', 'zh-tw']);
  });
});
