import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { feeOf, gstOf } from '../../content/fees';
import { loadText } from '../../content/texts';
import { sampleWord, shownText } from '../../../test/shownText';

/** The section the fee's heading names. */
function feeSection(heading: string): HTMLElement {
  const section = screen.getByRole('heading', { level: 4, name: heading }).closest('section');
  if (!section) throw new Error(`no section under the heading ${heading}`);
  return section;
}

describe('a treatment page shows its fee', () => {
  it.each([
    ['/service/implants-and-oral-surgery/dental-implants', 'en', 'dental-implants', 'Fee'],
    [
      '/hi/service/dental-treatment/fillings-and-root-canals',
      'hi',
      'fillings-and-root-canals',
      'फ़ीस',
    ],
    ['/fr/service/cosmetics/botox', 'fr', 'botox', 'Tarif'],
    ['/ru/service/maxillofacial-surgery/oral-cancer', 'ru', 'oral-cancer', 'Стоимость'],
    ['/zh/service/skin-and-hair/hair-prp', 'ch', 'hair-prp', '费用'],
  ] as const)(
    '%s: its range or the consultation line, in its language',
    async (path, language, treatment, heading) => {
      await renderApp(path);
      const { line } = await loadText(language, 'fees');
      const section = feeSection(heading);
      expect(section.textContent).toContain(shownText(feeOf(treatment, language, line), language));
      expect(within(section).queryByText(/GST/) !== null).toBe(gstOf(treatment) !== undefined);
      // The fee and the consultation's are samples, each marked.
      expect(section.querySelectorAll('[data-sample]').length).toBeGreaterThanOrEqual(2);
      expect(section.querySelector('[data-sample^="fees.treatments."]')).toHaveTextContent(
        sampleWord(language),
      );
    },
  );

  it('gives the consultation fee and the way to every fee', async () => {
    await renderApp('/service/cosmetics/botox');
    const section = feeSection('Fee');
    expect(section).toHaveTextContent(
      /₹[\d,]+ – ₹[\d,]+ sample; the exact fee after an examination\. GST at 18% sample is added to this fee\./,
    );
    expect(section).toHaveTextContent(/A consultation costs ₹[\d,]+ sample\./);
    expect(within(section).getByRole('link', { name: 'All fees and how to pay' })).toHaveAttribute(
      'href',
      '/fees',
    );
  });

  it('a treatment priced after a consultation says so, with no amount', async () => {
    await renderApp('/service/maxillofacial-surgery/corrective-jaw-surgery');
    const section = feeSection('Fee');
    expect(within(section).getByText('Priced after a consultation.')).toBeVisible();
  });
});
