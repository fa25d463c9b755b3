// npm run preview: serves the demo build (npm run build:demo) on 127.0.0.1, as any static host would.
//   npm run preview            -> dist-demo/ on port 4173
//   npm run preview -- dist    -> the real-API build instead
import { existsSync } from 'node:fs';
import { serve } from './serve.mjs';

const dir = process.argv[2] ?? 'dist-demo';
if (!existsSync(`${dir}/index.html`)) {
  console.error(`${dir}/ has no build: run \`npm run ${dir === 'dist' ? 'build' : 'build:demo'}\` first.`);
  process.exit(1);
}
const server = await serve(dir, { port: Number(process.env.PORT ?? 4173), single: true });
console.log(`Serving ${dir}/ at ${server.url}/ (Ctrl+C to stop)`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void server.close().then(() => process.exit(0)));
