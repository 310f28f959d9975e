/**
 * A page's facts at build time (src/app/layout/pageFacts.ts): its text's fingerprint and the day
 * it last changed from the change record (`virtual:page-changes`), and the QR code of its
 * address, encoded by `qr` and drawn as SVG.
 */
import encodeQR from 'qr';
import changes from 'virtual:page-changes';
import type { PageFacts } from '../app/layout/pageFacts';
import { absolute } from '../content/site';
import { qrSvg } from '../lib/qrSvg';
import { pathOf, type Address } from '../state/address';

/** The change record's name of the page at `address` (scripts/content/pageChanges.ts). */
function textIdOf(address: Address): string {
  switch (address.page) {
    case 'service':
      return address.treatment
        ? `treatments/${address.treatment}`
        : `categories/${address.category ?? ''}`;
    case 'meet':
      return `doctors/${address.doctor ?? ''}`;
    default:
      return address.page;
  }
}

export function pageFactsOf(address: Address): PageFacts {
  const key = `${address.language}/${textIdOf(address)}`;
  const change = changes[key];
  if (!change) throw new Error(`the change record's build has no page ${key}`);
  // Medium error correction: a printout folded or smudged still reads.
  const modules = encodeQR(absolute(pathOf(address)), 'raw', { ecc: 'medium' });
  return { ...change, qr: qrSvg(modules) };
}
