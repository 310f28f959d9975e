// Serves the production build (dist/) with a real nginx and the production configuration
// (deploy/nginx.conf and its security headers), to check the site as it will be deployed.
// Usage: npm run serve:prod            (PORT=8080 npm run serve:prod to choose the port)
// Env: PORT (default: a free port), DIST_DIR (default: dist/), NGINX_ACCESS_LOG=1 (log requests),
// NGINX (the nginx executable, default /usr/sbin/nginx or nginx on PATH), TLS=1 (serve https
// and HTTP/2, as in production, with a self-signed certificate made for this run: a browser
// must be told to accept it, e.g. Chromium's --ignore-certificate-errors).
// Writes the configuration into a temporary folder, checks it with `nginx -t`, runs nginx in
// the foreground on 127.0.0.1 and stops it on Ctrl-C or SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { statSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const deploy = join(root, 'deploy');

export const installHint =
  'sudo apt-get install -y nginx libnginx-mod-http-brotli-static   (or: node scripts/test/ensure-nginx.mjs as root)';

/** The nginx executable: $NGINX, /usr/sbin/nginx, or the first `nginx` on PATH; null when none. */
export function findNginx() {
  if (process.env.NGINX) return isFile(process.env.NGINX) ? process.env.NGINX : null;
  const candidates = ['/usr/sbin/nginx'];
  for (const folder of (process.env.PATH ?? '').split(delimiter).filter(Boolean))
    candidates.push(join(folder, 'nginx'));
  return candidates.find(isFile) ?? null;
}

/** Debian's brotli_static module (libnginx-mod-http-brotli-static), or null when missing. */
export function brotliModulePath() {
  const candidates = [
    '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    '/usr/share/nginx/modules/ngx_http_brotli_static_module.so',
  ];
  return candidates.find(isFile) ?? null;
}

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** `user NAME GROUP;` for the owner of `path`, from /etc/passwd and /etc/group. */
function ownerLine(path) {
  const { uid, gid } = statSync(path);
  const nameOf = (file, id) => {
    try {
      const line = readFileSync(file, 'utf8')
        .split('\n')
        .find((entry) => entry.split(':')[2] === String(id));
      return line?.split(':')[0] ?? null;
    } catch {
      return null;
    }
  };
  const user = nameOf('/etc/passwd', uid);
  const group = nameOf('/etc/group', gid);
  if (!user) return '';
  return group ? `user ${user} ${group};` : `user ${user};`;
}

/**
 * The configuration files for a standalone nginx, as { relative path: text }.
 * Options: dist (absolute path), port, host (default 127.0.0.1), runDir (where nginx keeps
 * its pid and temp files), brotli (the module's path, or null to leave brotli out),
 * user (a `user ...;` line or ''), accessLog ('off' or a path), tls ({ certificate, key }:
 * listen with TLS and HTTP/2, as production does; null for plain HTTP/1.1).
 */
export function renderConfig({
  dist,
  port,
  host = '127.0.0.1',
  runDir,
  brotli = brotliModulePath(),
  user = '',
  accessLog = 'off',
  tls = null,
}) {
  const values = {
    // nginx 1.22 (Debian bookworm) turns HTTP/2 on in `listen`; 1.25.1+ also has `http2 on;`.
    LISTEN: tls ? `${host}:${port} ssl http2` : `${host}:${port}`,
    SERVER_NAME: host === '127.0.0.1' ? 'localhost 127.0.0.1' : host,
    DIST_ROOT: dist,
    RUN_DIR: runDir,
    LOAD_MODULES: brotli ? `load_module ${brotli};` : '# brotli_static module not installed',
    USER_LINE: user || '# user: not running as root',
    ACCESS_LOG: accessLog,
  };
  for (const key of ['DIST_ROOT', 'RUN_DIR'])
    if (/[\s;{}"'$]/.test(values[key]))
      throw new Error(`nginx needs a path without spaces, quotes, ; { } or $: ${values[key]}`);
  const fill = (name) => {
    let text = readFileSync(join(deploy, name), 'utf8');
    if (!brotli)
      text = text.replace(/^(\s*)(brotli_static\b.*)$/gm, '$1# (module not installed) $2');
    // A local run with NGINX_ACCESS_LOG=1 logs its requests; the site's server keeps no log.
    if (accessLog !== 'off')
      text = text.replace(/^(\s*)access_log off;$/gm, `$1access_log ${accessLog};`);
    text = text.replace(/\$\{([A-Z_]+)\}/g, (match, key) => {
      if (!(key in values)) throw new Error(`deploy/${name}: unknown placeholder ${match}`);
      return values[key];
    });
    // deploy/nginx.conf keeps no log of visits; a local run may print them (NGINX_ACCESS_LOG=1).
    // Its error log is a server's file (/var/log/clinic/): a local run prints errors instead.
    text = text.replace(/^(\s*)error_log \/var\/log\/\S+ (\w+);$/m, '$1error_log stderr $2;');
    if (accessLog !== 'off')
      text = text.replace(/^(\s*)access_log off;$/m, `$1access_log ${accessLog};`);
    if (tls && name === 'nginx.conf')
      text = text.replace(
        /^(\s*)(listen .*;)$/m,
        `$1$2\n$1ssl_certificate ${tls.certificate};\n$1ssl_certificate_key ${tls.key};`,
      );
    return text;
  };
  return {
    'nginx.conf': fill('nginx.standalone.conf'),
    'clinic.conf': fill('nginx.conf'),
    'snippets/clinic-security-headers.conf': fill('security-headers.conf'),
  };
}

/** Writes the rendered configuration into runDir; returns the main file's path. */
export function writeConfig(runDir, files) {
  for (const [name, text] of Object.entries(files)) {
    const path = join(runDir, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  return join(runDir, 'nginx.conf');
}

/** A certificate for 127.0.0.1 and localhost, made with openssl in `folder`, for this run only. */
function selfSignedCertificate(folder) {
  const certificate = join(folder, 'certificate.pem');
  const key = join(folder, 'key.pem');
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(
      `openssl could not make a certificate (TLS=1): ${result.stderr || result.error}`,
    );
  return { certificate, key };
}

/** A TCP port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Whether nothing listens on 127.0.0.1:port yet. */
function isFree(port) {
  return new Promise((done) => {
    const server = createServer();
    server.on('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}

function accepts(port) {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.on('error', () => done(false));
  });
}

async function main() {
  const nginx = findNginx();
  if (!nginx) {
    console.error(
      process.env.NGINX
        ? `nginx is not installed: NGINX=${process.env.NGINX} is not a file.`
        : 'nginx is not installed (looked for /usr/sbin/nginx and nginx on PATH).',
    );
    console.error(`Install it: ${installHint}`);
    process.exit(1);
  }
  const dist = resolve(process.env.DIST_DIR ?? join(root, 'dist'));
  if (!isFile(join(dist, 'index.html')) || !isFile(join(dist, '404.html'))) {
    console.error(`${dist} has no built site (index.html, 404.html): run npm run build first.`);
    process.exit(1);
  }
  const brotli = brotliModulePath();
  if (!brotli)
    console.warn(
      'Note: libnginx-mod-http-brotli-static is not installed; serving gzip only (sudo apt-get install -y libnginx-mod-http-brotli-static).',
    );
  const port =
    process.env.PORT && process.env.PORT !== '0' ? Number(process.env.PORT) : await freePort();
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`PORT must be a port number, not ${process.env.PORT}`);
    process.exit(1);
  }

  if (!(await isFree(port))) {
    console.error(`Port ${port} on 127.0.0.1 is in use: choose another with PORT=…`);
    process.exit(1);
  }

  const runDir = mkdtempSync(join(tmpdir(), 'clinic-nginx-'));
  chmodSync(runDir, 0o755); // the workers (the owner of dist/ when run as root) create temp folders here
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const tls = process.env.TLS === '1' ? selfSignedCertificate(runDir) : null;
  const config = writeConfig(
    runDir,
    renderConfig({
      dist,
      port,
      runDir,
      brotli,
      user: asRoot ? ownerLine(dist) : '',
      accessLog: process.env.NGINX_ACCESS_LOG === '1' ? '/dev/stdout' : 'off',
      tls,
    }),
  );
  const cleanUp = () => rmSync(runDir, { recursive: true, force: true });
  const args = ['-p', `${runDir}/`, '-c', config, '-e', 'stderr'];

  const check = spawnSync(nginx, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) {
    console.error(`nginx -t failed for the configuration in ${runDir}:`);
    console.error(check.stderr || check.stdout);
    cleanUp();
    process.exit(1);
  }

  const server = spawn(nginx, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let stopping = false;
  server.on('exit', (code, signal) => {
    cleanUp();
    if (!stopping) console.error(`nginx stopped (${signal ?? `exit code ${code}`}).`);
    process.exit(stopping ? 0 : (code ?? 1));
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.kill('SIGTERM'); // fast shutdown
    setTimeout(() => server.kill('SIGKILL'), 5000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.on('SIGHUP', stop);
  process.on('exit', () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  });

  for (let tries = 0; tries < 100 && !stopping; tries++) {
    if (server.exitCode !== null) return;
    // nginx writes its pid file once its sockets are bound.
    if (isFile(join(runDir, 'nginx.pid')) && (await accepts(port))) {
      console.log(`Serving dist/ with nginx on ${tls ? 'https' : 'http'}://127.0.0.1:${port}`);
      return;
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  if (!stopping) {
    console.error(`nginx did not accept connections on port ${port} within 10 s.`);
    stop();
  }
}

/**
 * Runs this script as a child process on a free port and resolves once nginx answers there,
 * with its origin and `stop()` (resolves when it has exited). For the browser suite, the
 * benchmark and the nginx tests. Options: env (added to this process's, e.g. DIST_DIR),
 * echo (pass the server's output through; otherwise it is kept for the error message).
 */
export async function startProdServer({ env = {}, echo = false } = {}) {
  const port = await freePort();
  const origin = `${{ ...process.env, ...env }.TLS === '1' ? 'https' : 'http'}://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((done) => server.on('exit', done));
  const stop = () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    return exited;
  };
  process.on('exit', () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  });
  let output = '';
  let started = false;
  await new Promise((done, fail) => {
    const timer = setTimeout(() => {
      void stop();
      fail(new Error(`serve-prod did not start within 30 s:\n${output}`));
    }, 30_000);
    const listen = (stream) => (chunk) => {
      if (echo) stream.write(chunk);
      if (started) return;
      output += chunk;
      if (output.includes(`with nginx on ${origin}`)) {
        started = true;
        clearTimeout(timer);
        done();
      }
    };
    server.stdout.on('data', listen(process.stdout));
    server.stderr.on('data', listen(process.stderr));
    server.on('exit', (code) => {
      clearTimeout(timer);
      if (!started) fail(new Error(`serve-prod exited (${code}) before serving:\n${output}`));
    });
  });
  return { origin, stop };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
