import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { freePort, root } from './serve-prod.mjs';
const port = await freePort();
const server = spawn(process.execPath, [join(root, 'scripts', 'serve-prod.mjs')], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
process.on('exit', () => server.kill('SIGTERM'));
await new Promise((r) => server.stdout.on('data', (c) => { if (String(c).includes('http://127.0.0.1:')) r(); }));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu'] });
for (const path of (process.env.PAGES ?? '/').split(',')) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 1) });
  await browser.startTracing(page, { path: '/tmp/trace.json', categories: ['toplevel', 'disabled-by-default-v8.compile', 'v8', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
  await page.goto(`http://127.0.0.1:${port}${path}`);
  await page.waitForTimeout(4000);
  await browser.stopTracing();
  const events = JSON.parse(readFileSync('/tmp/trace.json', 'utf8')).traceEvents;
  const parse = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').includes(path)); const main = { pid: parse.pid, tid: parse.tid };
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const t0 = Math.min(...events.filter(e=>e.name==='navigationStart').map(e=>e.ts));
  const tasks = mine.filter((e) => e.name === 'RunTask' && e.dur > Number(process.env.MIN ?? 8000));
  console.log(path);
  for (const task of tasks) {
    const inner = mine.filter((e) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e !== task && e.dur > 1000 && !/RunTask/.test(e.name));
    const agg = {};
    for (const e of inner) { const k = e.name + (e.args?.data?.url ? ' ' + e.args.data.url.split('/').pop() : '') + (e.args?.data?.functionName ? ' fn:' + e.args.data.functionName : ''); agg[k] = (agg[k] ?? 0) + e.dur; }
    console.log(`  task @${((task.ts - t0) / 1000).toFixed(0)}ms ${(task.dur / 1000).toFixed(0)}ms`, Object.entries(agg).sort((a,b)=>b[1]-a[1]).slice(0,8).map(([k,v])=>`${k}=${(v/1000).toFixed(0)}`).join(', '));
  }
  await page.close();
}
await browser.close(); server.kill('SIGTERM');
