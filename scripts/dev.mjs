// `npm run dev`: the API with reload on change (tsx watch) and the portal with hot reload (Vite),
// which proxies /api to the API. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const bin = (name) => `node_modules/.bin/${name}`;
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit' }),
  spawn(bin('vite'), [], { stdio: 'inherit' }),
];

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
