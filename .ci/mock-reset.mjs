// npm run mock:reset: the mock database back to its seed, whether or not `npm start` is running.
// The saved file (.data/mock-db.json) goes; a running mock API (named in .data/dev.json while npm start runs)
// is told to reset too (POST /api/dev/reset, which also clears the injected faults).
import { existsSync, readFileSync, rmSync } from 'node:fs';

const DB_FILE = '.data/mock-db.json';
const STATE_FILE = '.data/dev.json';

rmSync(DB_FILE, { force: true });
let running = null;
if (existsSync(STATE_FILE)) {
  try {
    running = JSON.parse(readFileSync(STATE_FILE, 'utf8')).mockUrl;
  } catch {
    running = null;
  }
}
if (running) {
  try {
    const response = await fetch(`${running}/api/dev/reset`, { method: 'POST', signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    console.log(`The running mock API (${running}) is back to its seed.`);
  } catch (error) {
    // A state file left by a process that is gone: the deleted file was all there was to reset.
    console.log(`No mock API answered at ${running} (${error.cause?.code ?? error.message}).`);
  }
}
console.log(`Deleted ${DB_FILE}: the next start begins from the seed.`);
