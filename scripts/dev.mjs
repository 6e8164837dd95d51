/**
 * `npm run dev`: the gateway (restarting on change) and the Vite dev server (hot reload,
 * proxying /graphql, /api and /files to the gateway), stopped together.
 */
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', 'gateway'], { stdio: 'inherit', env: { ...process.env, PORT: process.env.PORT ?? '8080' } }),
  spawn('npm', ['run', 'dev', '-w', 'pwa'], { stdio: 'inherit' }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
