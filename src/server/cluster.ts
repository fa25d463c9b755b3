import { availableParallelism } from 'node:os';

/**
 * How many server processes WEB_CONCURRENCY asks for: unset or '' → 1 (no cluster), 'auto' → one per core
 * (os.availableParallelism()), else a whole number ≥ 1.
 */
export function processCount(value: string | undefined, cores: number = availableParallelism()): number {
  const text = value?.trim() ?? '';
  if (text === '') return 1;
  if (text === 'auto') return Math.max(1, cores);
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1) throw new Error(`WEB_CONCURRENCY must be "auto" or a whole number ≥ 1, not "${text}"`);
  return count;
}

/** The wait before restarting a worker after `crashes` quick deaths in a row: 0.1 s, doubled each time, 10 s at most. */
export function restartDelayMs(crashes: number): number {
  return Math.min(10_000, 100 * 2 ** Math.max(0, crashes));
}

/** A worker lived this long: it was not crash-looping, so its death starts the back-off again. */
export const STEADY_MS = 30_000;

/** What the supervisor needs of a cluster worker (node:cluster's Worker has it). */
export interface WorkerHandle {
  on(event: 'exit', listener: (code: number | null, signal: string | null) => void): unknown;
  kill(signal?: string): unknown;
}

export interface SupervisorDeps {
  readonly fork: () => WorkerHandle;
  readonly log: (message: string) => void;
  readonly now?: () => number;
  readonly schedule?: (run: () => void, ms: number) => void;
}

/**
 * The cluster's primary: keeps `count` workers running, restarting one that dies after a back-off that grows
 * while workers die young (a crash loop does not spin), and on `stop` (SIGTERM) asks every worker to close
 * gracefully, resolving `stopped` when the last has exited.
 */
export class Supervisor {
  private readonly workers = new Set<WorkerHandle>();
  private crashes = 0;
  private stopping = false;
  private resolveStopped: () => void = () => undefined;
  readonly stopped = new Promise<void>((resolve) => {
    this.resolveStopped = resolve;
  });

  constructor(
    count: number,
    private readonly deps: SupervisorDeps,
  ) {
    for (let index = 0; index < count; index += 1) this.start();
  }

  get running(): number {
    return this.workers.size;
  }

  stop(signal = 'SIGTERM'): Promise<void> {
    this.stopping = true;
    for (const worker of this.workers) worker.kill(signal);
    if (this.workers.size === 0) this.resolveStopped();
    return this.stopped;
  }

  private start(): void {
    const now = this.deps.now ?? Date.now;
    const started = now();
    const worker = this.deps.fork();
    this.workers.add(worker);
    worker.on('exit', (code, signal) => {
      this.workers.delete(worker);
      if (this.stopping) {
        if (this.workers.size === 0) this.resolveStopped();
        return;
      }
      if (now() - started >= STEADY_MS) this.crashes = 0;
      const delay = restartDelayMs(this.crashes);
      this.crashes += 1;
      this.deps.log(`A server process exited (${signal ?? `code ${code ?? '?'}`}); another starts in ${delay} ms.`);
      (this.deps.schedule ?? setTimeout)(() => {
        if (!this.stopping) this.start();
      }, delay);
    });
  }
}
