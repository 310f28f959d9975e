import { act, waitFor } from '@testing-library/react';
import { decodeQR } from 'qr/decode.js';
import changes from '../../content/pageChanges.json';
import { fullDate } from '../../lib/dates';
import { renderApp } from '../../../test/renderApp';

/** The modules of the SVG's path of runs (src/lib/qrSvg.ts), read back as an image a decoder reads. */
function imageOf(svg: string, scale = 4) {
  const size = Number(/viewBox="0 0 (\d+) /.exec(svg)?.[1]);
  const dark = new Set<string>();
  for (const [, x, y, run] of svg.matchAll(/M(\d+) (\d+)h(\d+)/g))
    for (let i = 0; i < Number(run); i += 1) dark.add(`${String(Number(x) + i)},${y ?? ''}`);
  const width = size * scale;
  const data = new Uint8Array(width * width * 4);
  for (let py = 0; py < width; py += 1)
    for (let px = 0; px < width; px += 1) {
      const on = dark.has(`${String(Math.floor(px / scale))},${String(Math.floor(py / scale))}`);
      data.fill(on ? 0 : 255, (py * width + px) * 4, (py * width + px) * 4 + 3);
      data[(py * width + px) * 4 + 3] = 255;
    }
  return { width, height: width, data };
}

describe('what a printed page says of itself', () => {
  it('prints the address of a page moved to, its QR code and the day its text last changed', async () => {
    const { router } = await renderApp('/ru/service/cosmetics');
    await act(() => router.navigate('/ru/service/cosmetics/botox'));
    const printed = document.querySelector<HTMLElement>('.printed-page');
    await waitFor(() => expect(printed?.dataset.path).toBe('/ru/service/cosmetics/botox'));
    await waitFor(() => expect(printed?.querySelector('.printed-qr svg')).not.toBeNull());
    const svg = printed?.querySelector('.printed-qr')?.innerHTML ?? '';
    expect(decodeQR(imageOf(svg))).toBe('https://clinic.example.com/ru/service/cosmetics/botox');
    const { changedOn, fingerprint } = changes['ru/treatments/botox'];
    expect(printed?.dataset.fingerprint).toBe(fingerprint);
    expect(printed).toHaveTextContent(
      `Страница последний раз изменена: ${fullDate(changedOn, 'ru')}`,
    );
  });
});
