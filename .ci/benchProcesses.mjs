// The benchmarks' processes (npm run bench:server, bench:api): each started, watched until it prints that it is
// ready, and stopped; all of them stopped, and what was made removed, at the end, on Ctrl+C, or at a ceiling.
import { spawn } from 'node:child_process';

export function processes(name, ceilingMs) {
  const children = new Set();
  const cleanups = [];
  const stopAll = () => {
    for (const child of children) child.kill('SIGTERM');
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
  const ceiling = setTimeout(() => {
    console.error(`${name}: still running after ${ceilingMs / 60_000} minutes; stopping.`);
    stopAll();
    process.exit(1);
  }, ceilingMs);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopAll();
      process.exit(130);
    });
  }

  /** Starts `command` and resolves with it and the first match of `ready` in its output. */
  const start = (command, args, env, ready) =>
    new Promise((resolve, reject) => {
      const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
      children.add(child);
      let output = '';
      const timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not start:\n${output}`)), 120_000);
      const read = (chunk) => {
        output += chunk;
        const match = ready.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve({ child, match });
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('exit', (code) => {
        children.delete(child);
        clearTimeout(timer);
        reject(new Error(`${args.join(' ')} exited (${code}):\n${output}`));
      });
    });

  const stop = (child) =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });

  return {
    start,
    stop,
    /** Run at the end (a temporary folder, a database cluster). */
    cleanUp: (cleanup) => cleanups.push(cleanup),
    cleanUpNow: () => {
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
    finish: () => {
      clearTimeout(ceiling);
      stopAll();
    },
  };
}
