// npm start: the Parcel dev server on 127.0.0.1, with the in-browser mock API on unless a real API is named.
//   npm start                                   -> offline, every call answered by the mocks
//   API_BASE_URL=https://api.example.org npm start -> talks to that API (MOCKS=on forces the mocks anyway)
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '1234';
const mocks = process.env.MOCKS ?? (process.env.API_BASE_URL ? 'off' : 'on');
console.log(
  mocks === 'on'
    ? 'Starting Huanyu with the in-browser mock API (offline).'
    : `Starting Huanyu against ${process.env.API_BASE_URL || 'the same origin'}.`,
);
console.log(`Open http://127.0.0.1:${port}/ once Parcel says it is built.`);
const child = spawn(
  'parcel',
  ['serve', 'src/index.html', '--host', '127.0.0.1', '--port', port, '--dist-dir', '.cache/dev', '--cache-dir', '.cache/parcel'],
  { stdio: 'inherit', env: { ...process.env, MOCKS: mocks } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
