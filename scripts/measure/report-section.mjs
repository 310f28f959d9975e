// Writes one generated section of a Markdown report (between `<!-- name:start -->` and
// `<!-- name:end -->`), formatted by Prettier so that `prettier --check` stays green after a
// test or benchmark run rewrites it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format } from 'prettier';

export async function writeReportSection(
  file,
  name,
  body,
  { placeFirst = false, placeAfter = null } = {},
) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const section = `${start}\n\n${body.trim()}\n\n${end}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const existing = new RegExp(`${start}[\\s\\S]*${end}`);
  let next;
  if (existing.test(current)) next = current.replace(existing, () => section);
  else if (placeAfter && current.includes(`<!-- ${placeAfter}:end -->`))
    next = current.replace(`<!-- ${placeAfter}:end -->`, (end) => `${end}\n\n${section}`);
  else if (placeFirst) next = current.replace(/^(# .*\n)/, (title) => `${title}\n${section}\n`);
  else next = `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, await format(next, { filepath: file }));
}
