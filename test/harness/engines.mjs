// One small driver per browser engine, all with the same interface, so that one list of
// journeys (test/engines/journeys.mjs) runs on each; a browser of any engine is one call,
// launchers[engine](origin):
//   chromium: Debian's Chromium through playwright-core (the Chrome DevTools Protocol);
//   firefox:  Debian's firefox-esr through puppeteer-core over WebDriver BiDi (Playwright cannot
//             drive a stock Firefox);
//   webkit:   WebKitGTK's MiniBrowser through WebKitWebDriver (W3C WebDriver, plain HTTP) under
//             Xvfb: the engine of Safari.
// No request leaves the machine: Chromium resolves no host but the site's, Firefox and WebKit
// send every other request to a proxy that is not there. The map's tiles are answered with a
// local image where the driver can answer requests (Chromium, Firefox).
//
// The interface (every method returns a promise):
//   goto(path)               open an address of the site and wait until the app has hydrated
//   setSize(width, height)   the viewport; WebKit's window stops at minWidth (its toolbar)
//   evaluate(fn, arg)        run fn(arg) in the page (fn must be self-contained) and return
//                            its JSON-serialisable result
//   click(x, y)              a real pointer click at viewport coordinates
//   press(key)               'Tab' | 'Shift+Tab' | 'Enter' | 'Escape' | 'Space'
//   wheel(x, y, dx, dy)      a real wheel turn over a point (a trackpad's sideways swipe)
//   drag(from, to)           press, move and release the pointer ({x, y} points): a swipe
//   errors()                 the console errors and warnings and page errors since the last
//                            call (WebKit: since its page was opened, see docs/testing.md)
//   close()
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './browsers.mjs';
import { freePort, root } from './process.mjs';

export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const miniBrowserPath =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const xvfbPath = '/usr/bin/Xvfb';

const tile = readFileSync(join(root, 'test', 'e2e', 'tile.png'));
export const tileAddress = /^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/;
// The map asks for its tiles with CORS (crossOrigin), as from the real tile server.
const tileHeaders = { 'Access-Control-Allow-Origin': '*' };
/** A port nothing listens on: where Firefox and WebKit send every request outside the site. */
const deadProxy = { host: '127.0.0.1', port: 9 };

/** In the page: whether the app has started over the prerendered page and drawn a frame. */
function appReady() {
  if (document.documentElement.dataset.app !== 'ready') return false;
  const rootElement = document.getElementById('root');
  if (!rootElement) return false;
  const key = Object.keys(rootElement).find((name) => name.startsWith('__reactContainer$'));
  if (!key) return false;
  const fiber = /** @type {any} */ (rootElement)[key];
  return fiber?.stateNode?.current?.memoizedState?.isDehydrated === false;
}

/** Polls `check` (an async function) until it returns a truthy value; returns that value. */
export async function poll(check, { timeout = 10_000, interval = 50, message = 'condition' } = {}) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      last = await check();
      if (last) return last;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(
        `timed out after ${String(timeout)} ms waiting for ${message}` +
          (last instanceof Error ? `: ${last.message}` : ''),
      );
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** At most `ms` for a browser to close: a timer that does not keep the suite's process alive. */
const closeDeadline = (ms) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms).unref();
  });

/** The points a swipe passes through, a frame apart as a finger's are. */
function dragSteps(from, to, count = 8) {
  return Array.from({ length: count }, (_, index) => ({
    x: Math.round(from.x + ((to.x - from.x) * (index + 1)) / count),
    y: Math.round(from.y + ((to.y - from.y) * (index + 1)) / count),
  }));
}

/** What every driver does the same way once it can evaluate. */
function withCommon(driver, origin) {
  return {
    ...driver,
    origin,
    async goto(path) {
      await driver.navigate(new URL(path, origin).href);
      await poll(() => driver.evaluate(appReady), {
        message: `${path} to hydrate`,
        timeout: 20_000,
      });
      // A frame and a task: the effects queued beside the ready mark have run.
      await driver.evaluate(
        () =>
          new Promise((resolve) => {
            requestAnimationFrame(() => setTimeout(resolve, 0));
          }),
      );
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Chromium

async function openChromium(origin) {
  const browser = await launchChromium({
    args: [`--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`],
  });
  // The service worker's precache download is no subject here, only load on a shared machine.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.route(tileAddress, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: tile, headers: tileHeaders }),
  );
  const page = await context.newPage();
  const messages = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (/Service Worker registration blocked by Playwright/.test(message.text())) return;
    messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  const keys = { Space: ' ' };
  return withCommon(
    {
      engine: 'chromium',
      minWidth: 320,
      navigate: (url) => page.goto(url).then(() => undefined),
      evaluate: (fn, arg) => page.evaluate(fn, arg),
      setSize: (width, height) => page.setViewportSize({ width, height }),
      click: (x, y) => page.mouse.click(x, y),
      press: (key) => page.keyboard.press(keys[key] ?? key),
      async wheel(x, y, dx, dy) {
        await page.mouse.move(x, y);
        await page.mouse.wheel(dx, dy);
      },
      async drag(from, to) {
        await page.mouse.move(from.x, from.y);
        await page.mouse.down();
        for (const step of dragSteps(from, to)) {
          await pause(20);
          await page.mouse.move(step.x, step.y);
        }
        await page.mouse.up();
      },
      errors: async () => messages.splice(0),
      close: () => Promise.race([browser.close(), closeDeadline(10_000)]),
    },
    origin,
  );
}

// ---------------------------------------------------------------------------------------------
// Firefox

async function openFirefox(origin) {
  const puppeteer = (await import('puppeteer-core')).default;
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    extraPrefsFirefox: {
      // Every request outside the site goes to a proxy that is not there.
      'network.proxy.type': 1,
      'network.proxy.http': deadProxy.host,
      'network.proxy.http_port': deadProxy.port,
      'network.proxy.ssl': deadProxy.host,
      'network.proxy.ssl_port': deadProxy.port,
      'network.proxy.no_proxies_on': '127.0.0.1',
      'network.proxy.share_proxy_settings': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      'browser.safebrowsing.update.enabled': false,
      'dom.serviceWorkers.enabled': false,
    },
  });
  const page = await browser.newPage();
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (tileAddress.test(request.url()))
      void request.respond({
        status: 200,
        contentType: 'image/png',
        body: tile,
        headers: tileHeaders,
      });
    else void request.continue();
  });
  const messages = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warn') return;
    messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${String(error)}`));
  return withCommon(
    {
      engine: 'firefox',
      minWidth: 320,
      navigate: (url) => page.goto(url).then(() => undefined),
      evaluate: (fn, arg) => page.evaluate(fn, arg),
      setSize: (width, height) => page.setViewport({ width, height }),
      click: (x, y) => page.mouse.click(x, y),
      press: async (key) => {
        if (key !== 'Shift+Tab') return page.keyboard.press(key);
        await page.keyboard.down('Shift');
        await page.keyboard.press('Tab');
        await page.keyboard.up('Shift');
      },
      async wheel(x, y, dx, dy) {
        await page.mouse.move(x, y);
        await page.mouse.wheel({ deltaX: dx, deltaY: dy });
      },
      async drag(from, to) {
        await page.mouse.move(from.x, from.y);
        await page.mouse.down();
        for (const step of dragSteps(from, to)) {
          await pause(20);
          await page.mouse.move(step.x, step.y);
        }
        await page.mouse.up();
      },
      errors: async () => messages.splice(0),
      async close() {
        await Promise.race([browser.close(), closeDeadline(10_000)]);
        browser.process()?.kill('SIGKILL');
      },
    },
    origin,
  );
}

// ---------------------------------------------------------------------------------------------
// WebKit

/** Kills a process started with `detached: true` and every process it started. */
function killGroup(child) {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** Starts Xvfb on a display it picks itself; returns { display, stop }. */
async function startXvfb() {
  const xvfb = spawn(
    xvfbPath,
    ['-displayfd', '1', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'pipe', 'ignore'], detached: true },
  );
  const display = await new Promise((resolve, reject) => {
    let output = '';
    xvfb.stdout.on('data', (chunk) => {
      output += String(chunk);
      if (output.includes('\n')) resolve(`:${output.trim()}`);
    });
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${String(code)})`)));
  });
  return { display, stop: () => killGroup(xvfb) };
}

/** WebDriver's key codes. */
const webdriverKeys = {
  Tab: '\uE004',
  Enter: '\uE007',
  Escape: '\uE00C',
  Space: '\uE00D',
  Shift: '\uE008',
};

/**
 * In the page: keeps the console errors and warnings and the page errors in
 * window.__engineErrors (WebDriver classic has no console log). Installed once per document.
 */
function catchErrors() {
  const page = /** @type {any} */ (window);
  if (page.__engineErrors) return;
  page.__engineErrors = [];
  for (const level of ['error', 'warn']) {
    const original = console[level].bind(console);
    console[level] = (...args) => {
      page.__engineErrors.push(`${level}: ${args.map(String).join(' ')}`);
      original(...args);
    };
  }
  window.addEventListener('error', (event) => {
    page.__engineErrors.push(`pageerror: ${String(event.message)}`);
  });
  window.addEventListener('unhandledrejection', (event) => {
    page.__engineErrors.push(`pageerror: ${String(event.reason)}`);
  });
}

/** What a machine without sound or a session bus makes WebKit print on every page. */
const machineNoise =
  /ALSA lib|AL lib|snd_|Unknown PCM|Evaluate error|cannot find card|error evaluating|D-Bus address/;

/** How long a WebDriver command may take before the driver counts as stuck. */
const commandTimeout = 45_000;
/** How long a new session may take; it usually takes under a second. */
const sessionTimeout = 20_000;

/** One WebKit browser: Xvfb, WebKitWebDriver and a MiniBrowser session. */
async function startWebKit(origin) {
  const xvfb = await startXvfb();
  const port = await freePort();
  // Its own process group, so that stopping it stops the MiniBrowser and web processes too.
  const server = spawn(webkitDriverPath, [`--port=${String(port)}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, DISPLAY: xvfb.display },
  });
  // The driver's and the browser's last words, told when a command fails.
  const log = [];
  for (const stream of [server.stdout, server.stderr])
    stream.on('data', (chunk) => {
      log.push(
        ...String(chunk)
          .trimEnd()
          .split('\n')
          .filter((line) => !machineNoise.test(line)),
      );
      log.splice(0, Math.max(0, log.length - 30));
    });
  const base = `http://127.0.0.1:${String(port)}`;
  const call = async (method, path, body, timeout = commandTimeout, what = '') => {
    let response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeout),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer in ${String(timeout / 1000)} s`
          : String(error);
      throw new Error(
        `WebDriver ${method} ${path}${what}: ${reason}` +
          (log.length > 0 ? `\nWebKitWebDriver and MiniBrowser said:\n${log.join('\n')}` : ''),
      );
    }
    const { value } = await response.json();
    if (value && typeof value === 'object' && 'error' in value)
      throw new Error(
        `WebDriver ${method} ${path}: ${String(value.error)} ${String(value.message)}`,
      );
    return value;
  };
  const stopAll = () => {
    killGroup(server);
    xvfb.stop();
  };
  let session;
  try {
    session = await poll(
      () =>
        call(
          'POST',
          '/session',
          {
            capabilities: {
              alwaysMatch: {
                'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
                timeouts: { script: 30_000, pageLoad: 30_000 },
                proxy: {
                  proxyType: 'manual',
                  httpProxy: `${deadProxy.host}:${String(deadProxy.port)}`,
                  sslProxy: `${deadProxy.host}:${String(deadProxy.port)}`,
                  noProxy: ['127.0.0.1'],
                },
              },
            },
          },
          sessionTimeout,
        ),
      { timeout: sessionTimeout, interval: 200, message: 'WebKitWebDriver to start a session' },
    );
  } catch (error) {
    stopAll();
    throw error;
  }
  const path = `/session/${String(session.sessionId)}`;
  const evaluate = (fn, arg) =>
    call(
      'POST',
      `${path}/execute/async`,
      {
        script: `const done = arguments[arguments.length - 1];
        Promise.resolve((${fn.toString()})(arguments[0])).then(done, (error) => done({ __error: String(error) }));`,
        args: [arg ?? null],
      },
      commandTimeout,
      ` (${fn.toString().slice(0, 80).replace(/\s+/g, ' ')})`,
    ).then((value) => {
      if (value && typeof value === 'object' && '__error' in value) throw new Error(value.__error);
      return value;
    });
  const pointer = (steps) =>
    call('POST', `${path}/actions`, {
      actions: [
        { type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: steps },
      ],
    });
  const pending = [];
  const collect = async () => {
    try {
      const found = await evaluate(() => /** @type {any} */ (window).__engineErrors ?? []);
      pending.push(...found);
      await evaluate(() => {
        /** @type {any} */ (window).__engineErrors = [];
      });
    } catch {
      // No page yet.
    }
  };
  const driver = {
    engine: 'webkit',
    // MiniBrowser's window does not get narrower (its toolbar): about 447 px.
    minWidth: 447,
    async navigate(url) {
      await collect();
      await call('POST', `${path}/url`, { url });
      await evaluate(catchErrors);
    },
    evaluate,
    async setSize(width, height) {
      const inner = await evaluate(() => ({
        dx: window.outerWidth - window.innerWidth,
        dy: window.outerHeight - window.innerHeight,
      }));
      await call('POST', `${path}/window/rect`, {
        width: width + inner.dx,
        height: height + inner.dy,
      });
    },
    click: (x, y) =>
      pointer([
        { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport' },
        { type: 'pointerDown', button: 0 },
        { type: 'pointerUp', button: 0 },
      ]),
    async press(key) {
      const keys = key === 'Shift+Tab' ? ['Shift', 'Tab'] : [key];
      const down = keys.map((name) => ({ type: 'keyDown', value: webdriverKeys[name] }));
      const up = keys.reverse().map((name) => ({ type: 'keyUp', value: webdriverKeys[name] }));
      await call('POST', `${path}/actions`, {
        actions: [{ type: 'key', id: 'keyboard', actions: [...down, ...up] }],
      });
    },
    wheel: (x, y, dx, dy) =>
      call('POST', `${path}/actions`, {
        actions: [
          {
            type: 'wheel',
            id: 'wheel',
            actions: [
              { type: 'scroll', x: Math.round(x), y: Math.round(y), deltaX: dx, deltaY: dy },
            ],
          },
        ],
      }),
    drag: (from, to) =>
      pointer([
        { type: 'pointerMove', x: Math.round(from.x), y: Math.round(from.y), origin: 'viewport' },
        { type: 'pointerDown', button: 0 },
        ...dragSteps(from, to).map((step) => ({
          type: 'pointerMove',
          duration: 20,
          origin: 'viewport',
          ...step,
        })),
        { type: 'pointerUp', button: 0 },
      ]),
    async errors() {
      await collect();
      return pending.splice(0);
    },
    async close() {
      try {
        await Promise.race([call('DELETE', path), closeDeadline(5_000)]);
      } catch {
        // A stuck or gone session: its processes are stopped below all the same.
      } finally {
        stopAll();
      }
    },
  };
  return withCommon(driver, origin);
}

/**
 * A WebKit browser, started again (up to three times) when WebKitWebDriver does not answer the
 * new session: on a loaded machine it has once waited forever for its MiniBrowser.
 */
async function openWebKit(origin) {
  let lastError;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    try {
      return await startWebKit(origin);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

export const launchers = {
  chromium: openChromium,
  firefox: openFirefox,
  webkit: openWebKit,
};
