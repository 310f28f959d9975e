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
  await page.addInitScript(() => { window.__lcp = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push(`${e.element?.tagName}.${e.element?.className} size=${e.size} t=${Math.round(e.startTime)} url=${e.url}`); }).observe({ type: 'largest-contentful-paint', buffered: true }); });
  const cdp = await page.context().newCDPSession(page); await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 1) });
  await page.goto(`http://127.0.0.1:${port}${path}`);
  await page.waitForTimeout(2500);
  console.log(path, await page.evaluate(() => window.__lcp));
}
await browser.close(); server.kill('SIGTERM');
