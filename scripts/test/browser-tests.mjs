// Runs the browser suite (test/e2e, both projects: desktop and phone) once, against the
// production server configuration when nginx is installed (deploy/nginx.conf through
// scripts/serve/serve-prod.mjs: its security headers and CSP, so a CSP violation shows in the
// console and fails the test), and against the preview server (scripts/serve/serve-static.mjs,
// playwright.config.ts) otherwise. Extra arguments go to `playwright test`.
import { spawn, spawnSync } from 'node:child_process';
import { findNginx, freePort } from '../serve/serve-prod.mjs';

const playwrightArgs = ['playwright', 'test', ...process.argv.slice(2)];

if (!findNginx()) {
  console.log('nginx is not installed: the browser suite runs against the preview server');
  const result = spawnSync('npx', playwrightArgs, { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

const port = await freePort();
const server = spawn(process.execPath, ['scripts/serve/serve-prod.mjs'], {
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

console.log('the browser suite runs against nginx with the production configuration');
const result = spawnSync('npx', playwrightArgs, {
  stdio: 'inherit',
  env: { ...process.env, E2E_BASE_URL: `http://127.0.0.1:${String(port)}` },
});
stop();
process.exit(result.status ?? 1);
