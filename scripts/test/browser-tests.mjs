// Runs the browser suite (test/e2e, both projects: desktop and phone) once, against the
// production server configuration when nginx is installed (deploy/nginx.conf through
// scripts/serve/serve-prod.mjs: its security headers and CSP, so a CSP violation shows in the
// console and fails the test), and against the preview server (scripts/serve/serve-static.mjs,
// playwright.config.ts) otherwise. Extra arguments go to `playwright test`.
import { spawnSync } from 'node:child_process';
import { findNginx, startProdServer } from '../serve/serve-prod.mjs';

const playwrightArgs = ['playwright', 'test', ...process.argv.slice(2)];

if (!findNginx()) {
  console.log('nginx is not installed: the browser suite runs against the preview server');
  const result = spawnSync('npx', playwrightArgs, { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

const server = await startProdServer({ echo: true });
console.log('the browser suite runs against nginx with the production configuration');
const result = spawnSync('npx', playwrightArgs, {
  stdio: 'inherit',
  env: { ...process.env, E2E_BASE_URL: server.origin },
});
await server.stop();
process.exit(result.status ?? 1);
