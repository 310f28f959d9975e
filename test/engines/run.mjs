// The cross-engine suite: the journeys of journeys.mjs on Chromium, Firefox and WebKit,
// against the production build (dist/) served by nginx with the production configuration.
// Usage: node test/engines/run.mjs [chromium] [firefox] [webkit] [--grep=words]
// (`npm run test:engines` installs what is missing first: scripts/test/ensure-engines.mjs).
import { after, before, describe, it } from 'node:test';
import { startProdServer } from '../../scripts/serve/serve-prod.mjs';
import { launchers } from './drivers.mjs';
import { journeys } from './journeys.mjs';

const args = process.argv.slice(2);
const chosen = args.filter((arg) => arg in launchers);
const engines = chosen.length > 0 ? chosen : Object.keys(launchers);
const grep = args.find((arg) => arg.startsWith('--grep='))?.slice('--grep='.length);
const selected = grep ? journeys.filter(({ name }) => name.includes(grep)) : journeys;

const server = await startProdServer();
after(() => server.stop());

for (const engine of engines) {
  describe(engine, { concurrency: 1 }, () => {
    let driver;
    before(async () => {
      driver = await launchers[engine](server.origin);
    });
    after(() => driver?.close());
    for (const journey of selected) {
      it(journey.name, { timeout: 120_000 }, async () => {
        await driver.errors();
        await journey.run(driver);
        const errors = await driver.errors();
        if (errors.length > 0)
          throw new Error(`console errors in ${engine}:\n${errors.join('\n')}`);
      });
    }
  });
}
