// The project's commands that do their work in TypeScript (review, review:pack, launch, facts)
// import it through Vite's module runner, so that they read the same modules as the build.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The module at `path` (from the project's root), as the build would read it. */
export async function importModule(path) {
  const { module } = await runnerImport(join(root, path), {
    configFile: false,
    logLevel: 'error',
    root,
  });
  return module;
}
