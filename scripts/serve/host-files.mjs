// Every host's files, made from the one source of the host rules (deploy/host-rules.mjs):
//   deploy/security-headers.conf          nginx: the headers, included in every location
//   deploy/nginx.conf                     nginx: its regions marked "generated", and the
//                                         language alternatives (hi|ru|fr|zh) of its patterns
//   public/_headers                       Cloudflare and Netlify: the headers and cache rules
//   public/_redirects                     Cloudflare and Netlify: language homes, per-language 404s
//   wrangler.jsonc                        Cloudflare Workers static assets (npm run serve:cloudflare)
//   netlify.toml                          Netlify: the build command and folder
//   deploy/logrotate.conf                 nginx: how long the error log is kept
// Usage: npm run hosts (writes them); node scripts/serve/host-files.mjs --check (exit 1 when a
// committed file differs). test/deploy/host-files.test.mjs runs the check.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildCommand,
  cacheRules,
  languageFolders,
  outputFolder,
  requestLogs,
  securityHeaders,
} from '../../deploy/host-rules.mjs';
import { root } from '../../test/harness/process.mjs';

const made = 'Made by `npm run hosts` from deploy/host-rules.mjs: change that file, not this one.';

function securityHeadersConf() {
  return [
    '# Security headers for every response of the clinic site, errors included (`always`).',
    '# Included at server level and again in every location that sets a header of its own,',
    '# because an add_header in a location replaces all the add_header lines it inherits.',
    `# ${made}`,
    ...securityHeaders.map(([name, value]) => `add_header ${name} "${value}" always;`),
    '',
  ].join('\n');
}

/** nginx's cache locations, one per rule of host-rules.mjs. */
function nginxCacheLocations() {
  return cacheRules
    .flatMap(({ path, cacheControl, why }) => [
      `    # ${why}`,
      path.endsWith('/') ? `    location ${path} {` : `    location = ${path} {`,
      ...(path.endsWith('/') ? ['        try_files $uri =404;'] : []),
      '        include snippets/clinic-security-headers.conf;',
      `        add_header Cache-Control "${cacheControl}";`,
      '    }',
      '',
    ])
    .slice(0, -1);
}

const { errors } = requestLogs.nginx;

const nginxRegions = {
  logs: () => [
    '    # No log of visits (the privacy notice says so). Errors only, in a file of their own',
    `    # that deploy/logrotate.conf deletes after ${errors.keptDays} days. \`NGINX_ACCESS_LOG=1 npm run`,
    '    # serve:prod` prints requests locally; a local run writes errors to its terminal.',
    `    access_log ${requestLogs.nginx.visits === 'none' ? 'off' : '/var/log/clinic/access.log'};`,
    `    error_log ${errors.file} ${errors.level};`,
  ],
  'cache rules': nginxCacheLocations,
};

/**
 * The error log's rotation: a new file each day, the oldest deleted once its lines are older
 * than the days the privacy notice gives (today's file and the days before it).
 */
function logrotateConf() {
  return [
    `# The clinic site's nginx error log (deploy/nginx.conf: error_log ${errors.file}).`,
    `# ${made}`,
    '# Installed as /etc/logrotate.d/clinic (docs/deploy.md, step 4); Debian runs logrotate daily.',
    `# A new file each day, empty or not, and no line kept longer than ${errors.keptDays} days:`,
    `# today's file and the ${errors.keptDays - 1} before it.`,
    `${errors.file} {`,
    '    daily',
    `    rotate ${errors.keptDays - 1}`,
    `    maxage ${errors.keptDays}`,
    '    ifempty',
    '    missingok',
    '    nocompress',
    '    create 0640 www-data adm',
    '    sharedscripts',
    '    postrotate',
    '        invoke-rc.d nginx rotate >/dev/null 2>&1',
    '    endscript',
    '}',
    '',
  ].join('\n');
}

/** deploy/nginx.conf with its generated regions and language alternatives made again. */
function nginxConf(current) {
  let text = current.replace(/\((?:[a-z]{2}\|)+[a-z]{2}\)/g, `(${languageFolders.join('|')})`);
  for (const [name, lines] of Object.entries(nginxRegions)) {
    const begin = `    # generated (${name}): npm run hosts, from deploy/host-rules.mjs`;
    const end = `    # end of generated (${name})`;
    const start = text.indexOf(begin);
    const stop = text.indexOf(end);
    if (start < 0 || stop < start) throw new Error(`deploy/nginx.conf has no region "${name}"`);
    text = `${text.slice(0, start + begin.length)}\n${lines().join('\n')}\n${text.slice(stop)}`;
  }
  return text;
}

function headersFile() {
  const blocks = [
    [
      '# Response headers for static hosts and CDNs that read a _headers file (Cloudflare, Netlify).',
      `# ${made}`,
      '# Matching rules add up, and a header named by two matching rules gets both values joined',
      '# by a comma: so Cache-Control is set only in the specific rules below, and everything else',
      "# keeps the host's default (public, max-age=0, must-revalidate: revalidated on every use).",
      '',
      '/*',
      ...securityHeaders.map(([name, value]) => `  ${name}: ${value}`),
    ],
    ...cacheRules.map(({ path, cacheControl, why }) => [
      `# ${why}`,
      path.endsWith('/') ? `${path}*` : path,
      `  Cache-Control: ${cacheControl}`,
    ]),
  ];
  return `${blocks.map((lines) => lines.join('\n')).join('\n\n')}\n`;
}

function redirectsFile() {
  return [
    '# Redirects and rewrites for Cloudflare and Netlify (Vite copies this file to dist/_redirects).',
    `# ${made}`,
    '#',
    "# A language's home is /hi/ (its canonical address). Cloudflare's drop-trailing-slash",
    '# (wrangler.jsonc) would send it to /hi: it is answered in place instead. Netlify serves',
    '# hi/index.html there first (a file shadows a rule), so these change nothing on Netlify.',
    ...languageFolders.map((language) => `/${language}/  /${language}  200`),
    ...languageFolders.flatMap((language) => [
      `/${language}/index.html  /${language}/  301`,
      `/${language}/index  /${language}/  301`,
    ]),
    '',
    '# Cloudflare: the offline pages at their own addresses (the service worker precaches them',
    '# there), not sent on to /offline; the 404 pages only as answers with status 404, as on',
    "# nginx: a rewrite to an address that names nothing in the page's folder. Netlify serves",
    '# these files where they are (a file shadows a rule).',
    ...['', ...languageFolders.map((language) => `/${language}`)].flatMap((folder) => [
      `${folder}/offline.html  ${folder}/offline  200`,
      `${folder}/404.html  ${folder}/404/not-a-page  200`,
      `${folder}/404  ${folder}/404/not-a-page  200`,
    ]),
    '',
    "# Netlify: an unknown address under a language gets that language's 404 page. Cloudflare",
    '# finds hi/404.html by itself (not_found_handling: 404-page) and skips these lines with a',
    '# warning (its _redirects takes no status 404).',
    ...languageFolders.map((language) => `/${language}/*  /${language}/404.html  404`),
    '',
  ].join('\n');
}

function wranglerConfig() {
  const config = {
    name: 'clinic-site',
    compatibility_date: '2026-04-26',
    assets: {
      directory: `./${outputFolder}`,
      html_handling: 'drop-trailing-slash',
      not_found_handling: '404-page',
    },
    // No Workers Logs kept for the site (deploy/host-rules.mjs: requestLogs.cloudflare).
    observability: { enabled: requestLogs.cloudflare.siteLogs !== 'off' },
  };
  return [
    '// Cloudflare Workers static assets: the site in dist/, no Worker code.',
    `// ${made}`,
    '// drop-trailing-slash: /contact is served from contact/index.html, as every canonical link',
    '// names it (the default would send /contact to /contact/). 404-page: an unknown address',
    '// gets the nearest 404.html up its folders, so /hi/nowhere gets hi/404.html.',
    '// Deploy: npm run build:release && npx wrangler deploy. Locally: npm run serve:cloudflare.',
    JSON.stringify(config, null, 2),
    '',
  ].join('\n');
}

function netlifyToml() {
  return [
    '# Netlify: the build and the folder it publishes. Headers and redirects are in',
    '# public/_headers and public/_redirects (copied into dist/ by the build).',
    `# ${made}`,
    '[build]',
    `command = "${buildCommand}"`,
    `publish = "${outputFolder}"`,
    '',
    '[build.environment]',
    'NODE_VERSION = "20"',
    '# The privacy notice says what this host logs (deploy/host-rules.mjs: requestLogs).',
    'VITE_HOST = "netlify"',
    '',
  ].join('\n');
}

/** Every generated file, by its path from the repository's root, as the source makes it. */
export function hostFiles() {
  return {
    'deploy/security-headers.conf': securityHeadersConf(),
    'deploy/nginx.conf': nginxConf(readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8')),
    'public/_headers': headersFile(),
    'public/_redirects': redirectsFile(),
    'wrangler.jsonc': wranglerConfig(),
    'netlify.toml': netlifyToml(),
    'deploy/logrotate.conf': logrotateConf(),
  };
}

/** The generated files whose committed text differs from what the source makes. */
export function staleHostFiles() {
  return Object.entries(hostFiles())
    .filter(([path, text]) => {
      try {
        return readFileSync(join(root, path), 'utf8') !== text;
      } catch {
        return true;
      }
    })
    .map(([path]) => path);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = staleHostFiles();
    if (stale.length > 0) {
      console.error(`Not as deploy/host-rules.mjs makes them (npm run hosts): ${stale.join(', ')}`);
      process.exit(1);
    }
    console.log('The host files are as deploy/host-rules.mjs makes them.');
  } else {
    for (const [path, text] of Object.entries(hostFiles())) writeFileSync(join(root, path), text);
    console.log(`Written: ${Object.keys(hostFiles()).join(', ')}`);
  }
}
