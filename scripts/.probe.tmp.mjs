import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, root } from './serve-prod.mjs';
const port = await freePort();
const server = spawn(process.execPath, [join(root, 'scripts', 'serve-prod.mjs')], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
process.on('exit', () => server.kill('SIGTERM'));
await new Promise((r) => server.stdout.on('data', (c) => { if (String(c).includes('http://127.0.0.1:')) r(); }));
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const path of (process.env.PAGES ?? '/').split(',')) {
  const r = await lighthouse(`http://127.0.0.1:${port}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', blockedUrlPatterns: ['*tile.openstreetmap.org*'] });
  const l = r.lhr; const a = (id) => l.audits[id];
  writeFileSync(`/tmp/lhr-${path.replace(/\W/g,'_')}.json`, JSON.stringify(l));
  console.log(path, 'perf', Math.round(l.categories.performance.score*100), 'a11y', l.categories.accessibility.score, 'bp', l.categories['best-practices'].score, 'seo', l.categories.seo.score,
   'FCP', a('first-contentful-paint').numericValue|0, 'LCP', a('largest-contentful-paint').numericValue|0, 'TBT', a('total-blocking-time').numericValue|0, 'SI', a('speed-index').numericValue|0, 'CLS', a('cumulative-layout-shift').numericValue, 'bytes', a('total-byte-weight').numericValue);
  const lcpEl = a('largest-contentful-paint-element');
  console.log(JSON.stringify(lcpEl?.details?.items?.map(i=>i.items?.map(x=>x.node?.snippet ?? x)), null, 0).slice(0,800));
  for (const id of Object.keys(l.audits)) { const au=l.audits[id]; if (au.score!==null && au.score<1 && au.scoreDisplayMode!=='informative' && au.scoreDisplayMode!=='notApplicable') console.log('  fail', id, au.score, au.displayValue ?? ''); }
}
await chrome.kill(); server.kill('SIGTERM');
