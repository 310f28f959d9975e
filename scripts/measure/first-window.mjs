// How many built pages fit in a new connection's first round trip: 10 TCP segments, 14,600
// bytes, the response's headers included. A page over it takes one round trip more on a phone's
// connection (and in Lighthouse's simulation). Serves the build with nginx and the production
// configuration to read the headers a page is sent with, then adds each page's brotli copy.
//   npm run build && node scripts/measure/first-window.mjs [dist folder]
// A measurement, not a test.
import { readdirSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { root } from '../../test/harness/process.mjs';
import { startServer } from '../../test/harness/servers.mjs';

const firstWindow = 10 * 1460;
const dist = resolve(process.argv[2] ?? join(root, 'dist'));
const server = await startServer('nginx', { dist });

/** The bytes of the status line and headers nginx sends with `path`, brotli asked for. */
const headerBytes = (path) =>
  new Promise((done, failed) => {
    const asking = request(`${server.origin}${path}`, { headers: { 'accept-encoding': 'br' } });
    asking.on('response', (response) => {
      let head = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`;
      for (let i = 0; i < response.rawHeaders.length; i += 2)
        head += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`;
      response.resume();
      done(Buffer.byteLength(`${head}\r\n`));
    });
    asking.on('error', failed);
    asking.end();
  });

try {
  const headers = await headerBytes('/contact');
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html.br'),
  );
  const sizes = pages.map((file) => [file, statSync(join(dist, file)).size]);
  const over = sizes.filter(([, size]) => size + headers > firstWindow);
  console.log(
    `headers ${headers} B; ${over.length} of ${pages.length} pages over the first round trip (${firstWindow - headers} B of brotli)`,
  );
  for (const [file, size] of over.sort((a, b) => b[1] - a[1]).slice(0, 10))
    console.log(`  ${size} B  ${file.replace(/\.br$/, '')}`);
} finally {
  await server.stop();
}
