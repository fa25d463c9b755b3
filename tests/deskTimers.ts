import { when } from 'mobx';

/**
 * The desk's timers, fired by the test (tests/stores/AdminDeskStore.test.ts, tests/faultMatrix.test.ts): what is
 * due, and when it was asked for.
 */
export function manualTimers() {
  let pending: { run: () => void; ms: number } | null = null;
  return {
    setTimer: (run: () => void, ms: number) => {
      pending = { run, ms };
      return 0 as unknown as ReturnType<typeof setTimeout>;
    },
    clearTimer: () => {
      pending = null;
    },
    get pending() {
      return pending;
    },
    /** Runs the waiting autosave and lets its call settle. */
    async fire(editor: { readonly autosaving: boolean }) {
      const due = pending;
      pending = null;
      due?.run();
      await when(() => !editor.autosaving, { timeout: 5000 });
    },
  };
}
