// nginx with the production configuration (deploy/nginx.conf and its security headers), run as
// the site will be deployed: the configuration written into a temporary folder around
// deploy/nginx.standalone.conf, checked with `nginx -t`, nginx in the foreground on 127.0.0.1.
// Started through startServer('nginx' | 'nginx-tls') (servers.mjs); test/deploy/nginx.test.mjs
// renders the configuration itself for its checks of the configuration.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { isFile, root, spawnServer } from './process.mjs';

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
    text = text.replace(/\$\{([A-Z_]+)\}/g, (match, key) => {
      if (!(key in values)) throw new Error(`deploy/${name}: unknown placeholder ${match}`);
      return values[key];
    });
    // deploy/nginx.conf keeps no log of visits; a local run may print them (NGINX_ACCESS_LOG=1).
    // Its error log is a server's file (/var/log/clinic/): a local run prints errors instead.
    text = text.replace(/^(\s*)error_log \/var\/log\/\S+ (\w+);$/m, '$1error_log stderr $2;');
    if (accessLog !== 'off')
      text = text.replace(/^(\s*)access_log off;$/gm, `$1access_log ${accessLog};`);
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

/**
 * nginx serving `dist` on 127.0.0.1:`port`: { origin, stop, output }. tls: over https and
 * HTTP/2 with a certificate made for this run. accessLog: print each request (echo shows it).
 */
export async function startNginx({ dist, port, tls = false, accessLog = false, echo = false }) {
  const nginx = findNginx();
  if (!nginx)
    throw new Error(
      `${process.env.NGINX ? `NGINX=${process.env.NGINX} is not a file` : 'nginx is not installed'}: ${installHint}`,
    );
  const runDir = mkdtempSync(join(tmpdir(), 'clinic-nginx-'));
  chmodSync(runDir, 0o755); // the workers (the owner of dist/ when run as root) create temp folders here
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const config = writeConfig(
    runDir,
    renderConfig({
      dist,
      port,
      runDir,
      user: asRoot ? ownerLine(dist) : '',
      accessLog: accessLog ? '/dev/stdout' : 'off',
      tls: tls ? selfSignedCertificate(runDir) : null,
    }),
  );
  const cleanUp = () => rmSync(runDir, { recursive: true, force: true });
  const args = ['-p', `${runDir}/`, '-c', config, '-e', 'stderr'];
  const check = spawnSync(nginx, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) {
    cleanUp();
    throw new Error(`nginx -t failed for the configuration in ${runDir}:\n${check.stderr}`);
  }
  const server = await spawnServer(nginx, [...args, '-g', 'daemon off;'], {
    port,
    name: 'nginx',
    echo,
    // nginx writes its pid file once its sockets are bound.
    ready: () => isFile(join(runDir, 'nginx.pid')),
    onExit: cleanUp,
  });
  return { ...server, origin: `${tls ? 'https' : 'http'}://127.0.0.1:${port}` };
}
