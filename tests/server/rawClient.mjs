// The client side of tests/server/rawHttp.ts, in a process of its own: the test process's sockets pass through
// MSW's `net` interceptor, which holds a request back until its head is complete (a trickled head never is).
import { connect } from 'node:net';

const { port, chunks, everyMs, giveUpMs } = JSON.parse(process.argv[2]);
const started = Date.now();
const socket = connect({ port, host: '127.0.0.1' });
let text = '';
const timers = [];
const giveUp = setTimeout(() => {
  socket.destroy();
  process.stdout.write(JSON.stringify({ error: `the server kept the connection open for ${giveUpMs} ms` }));
}, giveUpMs);
socket.setEncoding('latin1');
socket.on('data', (data) => {
  text += data;
});
socket.on('error', () => undefined);
socket.on('close', () => {
  clearTimeout(giveUp);
  timers.forEach(clearTimeout);
  process.stdout.write(JSON.stringify({ text, closedAfterMs: Date.now() - started }));
});
socket.on('connect', () => {
  chunks.forEach((chunk, index) => {
    timers.push(setTimeout(() => socket.writable && socket.write(chunk), index * everyMs));
  });
});
