// `pnpm start` (and the end of `pnpm serve`): the built site with the API, on this machine.
// Checks the Node version, fills in PUBLIC_ORIGIN for a loopback HOST, then replaces itself with
// `node server.js` (execve: same process, so a signal to it reaches the server directly).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import './check-node.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

const host = process.env.HOST || '127.0.0.1';
const port = process.env.PORT || '3000';
const env = { ...process.env, NODE_ENV: 'production' };
// Production needs PUBLIC_ORIGIN (the server refuses to start without it). A server that listens on
// loopback only is this machine's own, and its address is the only origin it can have.
if (!env.PUBLIC_ORIGIN && ['127.0.0.1', 'localhost', '::1'].includes(host)) {
  env.PUBLIC_ORIGIN = `http://${host === '::1' ? '[::1]' : host}:${port}`;
  console.log(`PUBLIC_ORIGIN is not set: using ${env.PUBLIC_ORIGIN} (set it to serve other machines).`);
}

process.chdir(join(root, 'apps/site'));
// `toolbox-source`: the API's TypeScript imports workspace packages, which Node then reads from src/.
process.execve(process.execPath, [process.execPath, '--conditions=toolbox-source', 'server.js'], env);
