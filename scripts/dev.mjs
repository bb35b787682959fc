// `npm run dev`: the API with reload on change (tsx watch) and the portal with hot reload (Vite),
// which proxies /api to the API. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const bin = (name) => `node_modules/.bin/${name}`;
// Development only: the server then logs e-mail links when no SMTP server is set (server/mail).
const env = { ...process.env, NODE_ENV: 'development' };
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit', env }),
  spawn(bin('vite'), [], { stdio: 'inherit', env }),
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
