// The one place that says which Chromium the browser tests and the benchmark drive, and how:
// Debian's package (or CHROMIUM_PATH), headless, with nothing that would reach the network.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
