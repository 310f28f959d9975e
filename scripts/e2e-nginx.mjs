// Runs the browser suite once against nginx with the production configuration
// (deploy/nginx.conf, its security headers and CSP): any CSP violation shows in the console,
// and the suite fails on any console error. Desktop size is enough here: the headers do not
// depend on the viewport, and the suite runs at both sizes against the static server.
import { spawn, spawnSync } from 'node:child_process';
import { freePort } from './serve-prod.mjs';

const port = await freePort();
const server = spawn(process.execPath, ['scripts/serve-prod.mjs'], {
  env: { ...process.env, PORT: String(port) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', stop);

await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('nginx did not start within 30 s')), 30_000);
  server.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (String(chunk).includes('http://127.0.0.1:')) {
      clearTimeout(timer);
      resolve();
    }
  });
  server.on('exit', (code) => reject(new Error(`serve-prod exited with ${String(code)}`)));
});

const result = spawnSync('npx', ['playwright', 'test', '--project=desktop'], {
  stdio: 'inherit',
  env: { ...process.env, E2E_BASE_URL: `http://127.0.0.1:${String(port)}` },
});
stop();
process.exit(result.status ?? 1);
