interface PrioritizedScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer a tap in between. A start-up
 * made of several such steps blocks the main thread for no long stretch (Total Blocking Time counts only the part of
 * each task past 50 ms). `scheduler.yield()` where the browser has it (the continuation keeps its place ahead of
 * other queued tasks), else a zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<PrioritizedScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
