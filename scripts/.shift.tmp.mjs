import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { freePort, root } from './serve-prod.mjs';
const port = await freePort();
const server = spawn(process.execPath, [join(root, 'scripts', 'serve-prod.mjs')], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
process.on('exit', () => server.kill('SIGTERM'));
await new Promise((r) => server.stdout.on('data', (c) => { if (String(c).includes('http://127.0.0.1:')) r(); }));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu'] });
for (const path of (process.env.PAGES ?? '/hi/contact').split(',')) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  await page.addInitScript(() => { window.__log = []; const heroH = () => { const h = document.querySelector('.hero'); return h ? Math.round(h.getBoundingClientRect().height) + ' top=' + Math.round(h.getBoundingClientRect().top) : 'none'; };
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__log.push(`shift ${e.value.toFixed(4)} t=${Math.round(e.startTime)} ` + e.sources.map(s => `${s.node?.nodeName}.${s.node?.className} ${JSON.stringify(s.previousRect)}->${JSON.stringify(s.currentRect)}`).join(' | ')); }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__log.push(`lcp ${e.element?.tagName} ${e.size} t=${Math.round(e.startTime)} hero=${heroH()}`); }).observe({ type: 'largest-contentful-paint', buffered: true });
    document.addEventListener('DOMContentLoaded', () => window.__log.push('DCL hero=' + heroH()));
    const iv = setInterval(() => { window.__log.push('tick hero=' + heroH() + ' app=' + document.documentElement.dataset.app); }, 100); setTimeout(() => clearInterval(iv), 1500);
  });
  const cdp = await page.context().newCDPSession(page); await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 1) });
  await page.goto(`http://127.0.0.1:${port}${path}`);
  await page.waitForTimeout(2500);
  console.log(path, (await page.evaluate(() => window.__log)).filter((l, i, a) => !l.startsWith('tick') || a[i - 1] !== l).join('\n'));
}
await browser.close(); server.kill('SIGTERM');
