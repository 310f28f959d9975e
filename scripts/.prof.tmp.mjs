import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { freePort, root } from './serve-prod.mjs';
const port = await freePort();
const server = spawn(process.execPath, [join(root, 'scripts', 'serve-prod.mjs')], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
process.on('exit', () => server.kill('SIGTERM'));
await new Promise((r) => server.stdout.on('data', (c) => { if (String(c).includes('http://127.0.0.1:')) r(); }));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu'] });
const path = process.env.PAGE ?? '/contact';
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(`http://127.0.0.1:${port}${path}`);
await page.waitForTimeout(3000);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map(); const dt = profile.timeDeltas;
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)));
const byUrl = {}, byFn = {};
for (const [id, t] of self) { const n = byId.get(id); const u = n.callFrame.url.split('/').pop() || '(' + n.callFrame.functionName + ')'; byUrl[u] = (byUrl[u] ?? 0) + t; const f = u + ':' + n.callFrame.functionName + ':' + n.callFrame.lineNumber + ':' + n.callFrame.columnNumber; byFn[f] = (byFn[f] ?? 0) + t; }
const top = (o, k) => Object.entries(o).sort((a, b) => b[1] - a[1]).slice(0, k).map(([a, b]) => `${(b / 1000).toFixed(1)}ms ${a}`).join('\n');
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (n) => (n.callFrame.url.split('/').pop() || '') + ':' + n.callFrame.functionName + ':' + n.callFrame.lineNumber + ':' + n.callFrame.columnNumber;
const stacks = {}; for (const [id, t] of self) { let n = byId.get(id); if (!n.callFrame.url) continue; const chain = []; let cur = id; for (let k = 0; k < 6 && cur; k++) { chain.push(name(byId.get(cur))); cur = parent.get(cur); } const key = chain.join(' < '); stacks[key] = (stacks[key] ?? 0) + t; }
const rootChild = {}; for (const [id, t] of self) { let cur = id, prev = id; while (parent.get(cur) !== undefined && byId.get(parent.get(cur)).callFrame.functionName !== '(root)') { cur = parent.get(cur); } const n = byId.get(cur); const k = name(n); rootChild[k] = (rootChild[k] ?? 0) + t; }
console.log('=== inclusive by root frame'); console.log(top(rootChild, 25));

const focus = process.env.FOCUS; if (focus) { const incl = {}; const walk = (id) => { const n = byId.get(id); let t = self.get(id) ?? 0; for (const c of n.children ?? []) t += walk(c); n.incl = t; return t; }; walk(profile.nodes[0].id);
 const target = profile.nodes.filter((n) => name(n) === focus); const out = {}; const depth = Number(process.env.DEPTH ?? 1);
 const collect = (n, d, prefix) => { for (const c of n.children ?? []) { const cn = byId.get(c); const k = prefix + name(cn); if (d === depth) out[k] = (out[k] ?? 0) + cn.incl; else collect(cn, d + 1, k + ' > '); } };
 for (const n of target) { out['(self)'] = (out['(self)'] ?? 0) + (self.get(n.id) ?? 0); collect(n, 1, ''); }
 console.log('=== children of', focus); console.log(top(out, 30)); }

if (process.env.BURSTS) { let t = profile.startTime; const samples = profile.samples.map((id, i) => { t += dt[i] ?? 0; return { id, t }; });
 let burst = []; const flush = () => { if (burst.length < 2) { burst = []; return; } const dur = (burst.at(-1).t - burst[0].t) / 1000; if (dur >= 8) { const agg = {}; for (const s of burst) { let cur = s.id; const chain = []; while (cur !== undefined) { const n = byId.get(cur); if (n.callFrame.url) chain.unshift(name(n)); cur = parent.get(cur); } const k = chain.slice(0, Number(process.env.DEPTH ?? 3)).join(' > ') || name(byId.get(s.id)); agg[k] = (agg[k] ?? 0) + 0.1; }
  console.log(`BURST @${((burst[0].t - profile.startTime) / 1000).toFixed(0)}ms ${dur.toFixed(1)}ms`); console.log(Object.entries(agg).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `   ${v.toFixed(1)} ${k}`).join('\n')); } burst = []; };
 for (const s of samples) { const n = byId.get(s.id); if (n.callFrame.functionName === '(idle)') flush(); else burst.push(s); } flush(); }
console.log(top(byUrl, 20)); console.log('---'); console.log(top(byFn, 25)); console.log('---'); console.log(top(stacks, 12));
await browser.close(); server.kill('SIGTERM');
