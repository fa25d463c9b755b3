/**
 * How the tabs of one browser agree on what they share (the outbox, the reader's draft and session): one tab at a
 * time does a piece of work (Web Locks), and each tells the others when shared state changed (BroadcastChannel),
 * so the others read it again. Injected, so a test plays two tabs by handing two stores one LocalCoordination.
 */
export interface TabCoordination {
  /** Runs `task` if no other tab is running one now; otherwise skips it (that tab is doing the work). */
  exclusive(task: () => Promise<void>): Promise<void>;
  announce(): void;
  /** Calls `listener` when another tab changed the shared state; returns the unsubscribe. */
  listen(listener: () => void): () => void;
}

/**
 * One page alone, or several stores standing for tabs in a test (hand the same instance to each). It also tells
 * the announcing store itself, so listeners must only re-read what is shared (which is harmless for the teller).
 */
export class LocalCoordination implements TabCoordination {
  private busy = false;
  private readonly listeners = new Set<() => void>();

  async exclusive(task: () => Promise<void>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      await task();
    } finally {
      this.busy = false;
    }
  }

  announce(): void {
    for (const listener of this.listeners) listener();
  }

  listen(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/**
 * The browser's: a Web Lock and a BroadcastChannel named from the product slug and the topic ('outbox',
 * 'session'); each falls back to this page alone if the browser lacks it.
 */
export class BrowserCoordination implements TabCoordination {
  private readonly channel: BroadcastChannel | null;
  private readonly local = new LocalCoordination();
  private readonly name: string;

  constructor(slug: string, topic: string) {
    this.name = `${slug}:${topic}`;
    this.channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(this.name) : null;
  }

  async exclusive(task: () => Promise<void>): Promise<void> {
    const locks = typeof navigator === 'object' ? navigator.locks : undefined;
    if (!locks) return this.local.exclusive(task);
    await locks.request(this.name, { ifAvailable: true }, async (lock) => {
      if (lock) await task();
    });
  }

  announce(): void {
    this.channel?.postMessage('changed');
  }

  listen(listener: () => void): () => void {
    const channel = this.channel;
    if (!channel) return () => undefined;
    channel.addEventListener('message', listener);
    return () => channel.removeEventListener('message', listener);
  }
}
