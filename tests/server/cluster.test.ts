// @vitest-environment node
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { processCount, restartDelayMs, STEADY_MS, Supervisor, type WorkerHandle } from '../../src/server/cluster';

/** A worker that exits when told to, or when the test makes it crash. */
class FakeWorker extends EventEmitter implements WorkerHandle {
  readonly signals: string[] = [];
  kill(signal = 'SIGTERM') {
    this.signals.push(signal);
    queueMicrotask(() => this.emit('exit', 0, signal));
  }
  crash() {
    this.emit('exit', 1, null);
  }
}

function supervise(count: number) {
  let clock = 0;
  const workers: FakeWorker[] = [];
  const scheduled: { run: () => void; ms: number }[] = [];
  const supervisor = new Supervisor(count, {
    fork: () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    },
    log: () => undefined,
    now: () => clock,
    schedule: (run, ms) => scheduled.push({ run, ms }),
  });
  const runScheduled = () => scheduled.splice(0).forEach(({ run }) => run());
  return { supervisor, workers, scheduled, runScheduled, advance: (ms: number) => (clock += ms) };
}

describe('WEB_CONCURRENCY', () => {
  it('is one process unless told otherwise, one per core for "auto", else the number given', () => {
    expect(processCount(undefined, 8)).toBe(1);
    expect(processCount('', 8)).toBe(1);
    expect(processCount('auto', 8)).toBe(8);
    expect(processCount(' 3 ', 8)).toBe(3);
    for (const wrong of ['0', '-2', '1.5', 'many']) expect(() => processCount(wrong, 8), wrong).toThrow(/WEB_CONCURRENCY/);
  });
});

describe('the cluster primary', () => {
  it('starts the processes asked for and restarts one that dies, waiting longer while they keep dying young', () => {
    const { supervisor, workers, scheduled, runScheduled, advance } = supervise(2);
    expect(supervisor.running).toBe(2);

    workers[0]?.crash();
    expect(supervisor.running).toBe(1);
    expect(scheduled.map(({ ms }) => ms)).toEqual([restartDelayMs(0)]);
    runScheduled();
    expect(supervisor.running).toBe(2);

    workers[2]?.crash();
    expect(scheduled.map(({ ms }) => ms)).toEqual([restartDelayMs(1)]);
    expect(restartDelayMs(1)).toBeGreaterThan(restartDelayMs(0));
    runScheduled();

    // One that ran steadily before it died starts the back-off again.
    advance(STEADY_MS);
    workers[3]?.crash();
    expect(scheduled.map(({ ms }) => ms)).toEqual([restartDelayMs(0)]);
    expect(restartDelayMs(50)).toBe(10_000);
  });

  it('passes SIGTERM to every process, restarts none of them, and is done when the last has closed', async () => {
    const { supervisor, workers, scheduled } = supervise(3);
    await supervisor.stop('SIGTERM');
    expect(workers.map((worker) => worker.signals)).toEqual([['SIGTERM'], ['SIGTERM'], ['SIGTERM']]);
    expect(supervisor.running).toBe(0);
    expect(scheduled).toEqual([]);
  });
});
