// The cross-engine suite: the journeys of journeys.mjs on Chromium, Firefox and WebKit,
// against the production build (dist/) served by nginx with the production configuration.
// Usage: node test/engines/run.mjs [chromium] [firefox] [webkit] [--grep=words]
// (`npm run test:engines` installs what is missing first: scripts/test/ensure-engines.mjs).
//
// A journey that fails is walked once more in a new browser, as the Playwright suite retries
// once in CI: a browser that stops answering (seen once from WebKitWebDriver on a shared
// machine, after its first journey) must not take the journeys after it down too. The retry is
// printed as FLAKY with the first failure, and a second failure fails the suite. WebKit starts
// a new browser for every journey anyway (under a second each): every journey then begins as
// the first one does, never in a window another journey has resized.
import { after, before, describe, it } from 'node:test';
import { startServer } from '../harness/servers.mjs';
import { launchers } from '../harness/engines.mjs';
import { journeys } from './journeys.mjs';

const args = process.argv.slice(2);
const chosen = args.filter((arg) => arg in launchers);
const engines = chosen.length > 0 ? chosen : Object.keys(launchers);
const grep = args.find((arg) => arg.startsWith('--grep='))?.slice('--grep='.length);
const selected = grep ? journeys.filter(({ name }) => name.includes(grep)) : journeys;

/**
 * The longest one walk of a journey may take: a backstop, each command and wait has its own
 * limit. The slowest journey takes about 12 s alone and 50 s in WebKit beside the browser suite.
 */
const journeyDeadline = 150_000;

const server = await startServer('nginx');
after(() => server.stop());

/** Walks a journey once; rejects on a console error or when it outlasts the deadline. */
async function walk(journey, driver, engine) {
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`the journey took more than ${String(journeyDeadline / 1000)} s`));
    }, journeyDeadline);
  });
  try {
    await Promise.race([
      (async () => {
        await driver.errors();
        await journey.run(driver);
        const errors = await driver.errors();
        if (errors.length > 0)
          throw new Error(`console errors in ${engine}:\n${errors.join('\n')}`);
      })(),
      deadline,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

for (const engine of engines) {
  describe(engine, { concurrency: 1 }, () => {
    let driver;
    const launch = async () => {
      driver = await launchers[engine](server.origin);
    };
    before(launch);
    after(() => driver?.close());
    const freshBrowserPerJourney = engine === 'webkit';
    for (const [index, journey] of selected.entries()) {
      it(journey.name, { timeout: 2 * journeyDeadline + 60_000 }, async (context) => {
        try {
          if (freshBrowserPerJourney && index > 0) {
            await driver?.close();
            await launch();
          }
          await walk(journey, driver, engine);
        } catch (error) {
          const first = error instanceof Error ? error.message : String(error);
          console.log(
            `FLAKY? ${engine}: "${journey.name}" failed, walking it again in a new browser:\n${first}`,
          );
          context.diagnostic(`first walk failed: ${first}`);
          await driver?.close();
          await launch();
          await walk(journey, driver, engine);
          console.log(`FLAKY ${engine}: "${journey.name}" passed on its second walk`);
        }
      });
    }
  });
}
