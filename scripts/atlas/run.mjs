// Runs scripts/atlas/main.ts (TypeScript, the app's own modules) with Vite's module runner:
// no extra tool, the same transforms as the dev server and the tests.
import { fileURLToPath } from 'node:url';
import { createServer, createServerModuleRunner } from 'vite';

const server = await createServer({
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
try {
  const { main } = await runner.import(fileURLToPath(new URL('./main.ts', import.meta.url)));
  process.exitCode = main(process.argv.slice(2));
} finally {
  await runner.close();
  await server.close();
}
