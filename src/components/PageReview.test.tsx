import { getDefaultNormalizer, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { renderApp } from '../../test/renderApp';
import { createI18n } from '../content/i18n';
import reviews from '../content/reviews.json';
import type { ShownReview } from '../content/types';
import type { Language } from '../lib/languages';
import { PageReview } from './PageReview';

async function renderReview(review: ShownReview | undefined, language: Language) {
  const i18n = await createI18n(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <PageReview review={review} language={language} />
    </I18nextProvider>,
  );
}

const reviewed = { lastReviewed: '2026-11-25', nextReviewDue: '2029-11-25' };
const paragraphs = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('p'), (p) => p.textContent);

describe('the review line', () => {
  it('on an English page: when, when next, and the clinician with their own council', async () => {
    const { container } = await renderReview(
      { reviewer: 'visiting-dermatologist', ...reviewed },
      'en',
    );
    expect(paragraphs(container)).toEqual([
      'Page last reviewed: 25 November 2026 · Next review due: 25 November 2029',
      // The build refuses a reviewer still a sample; here, each sample is marked.
      'Reviewed by Dr. C. Sample sample, MD (Dermatology, Venereology and Leprosy) sample, Goa Medical Council sample registration no. 0000 sample',
    ]);
  });

  it('on a translated page: the English reviewed, and who checked this translation', async () => {
    const { container } = await renderReview(
      {
        reviewer: 'oral-maxillofacial-surgeon',
        ...reviewed,
        translation: {
          checked: '2026-11-27',
          by: { name: 'R. Reader', role: 'медицинский переводчик' },
        },
      },
      'ru',
    );
    expect(paragraphs(container)).toEqual([
      'Дата последней проверки английского текста: 25 ноября 2026 г. · Следующая проверка: 25 ноября 2029 г.',
      'Английский текст проверил(а): д-р А. Образец образец, MDS (челюстно-лицевая хирургия), рег. № 0000 образец, Стоматологический совет Гоа (Goa Dental Council)',
      'Перевод сверил(а) с английским текстом R. Reader, медицинский переводчик, 27 ноября 2026 г.',
    ]);
  });

  it('on a translated page no one has checked: says so', async () => {
    const { container } = await renderReview(
      { reviewer: 'associate-dentist', ...reviewed, translation: null },
      'fr',
    );
    const exactly = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(paragraphs(container)[1]).toBe(
      'Texte anglais relu par Dr B. Sample exemple, BDS, inscription n°\u00a00000 exemple, Conseil dentaire de Goa (Goa Dental Council)',
    );
    expect(screen.getByText(/^Texte anglais relu par Dr B\. Sample/, exactly)).toBeInTheDocument();
    expect(paragraphs(container)[2]).toBe(
      'Personne n’a encore vérifié cette traduction sur le texte anglais relu.',
    );
  });

  it('on urgent help: the surgeon, and the psychiatrist and dermatologist for their cards', async () => {
    const i18n = await createI18n('en');
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <PageReview
          review={{
            reviewer: 'oral-maxillofacial-surgeon',
            ...reviewed,
            cards: [
              {
                situation: 'thoughts-of-suicide',
                reviewer: 'visiting-psychiatrist',
                lastReviewed: '2026-11-26',
              },
            ],
          }}
          language="en"
          cardTitle={(situation) => `the ${situation} card`}
        />
      </I18nextProvider>,
    );
    expect(paragraphs(container)[2]).toBe(
      'The card “the thoughts-of-suicide card” also reviewed by Dr. D. Sample sample, MD (Psychiatry) sample, Goa Medical Council sample registration no. 0000 sample on 26 November 2026',
    );
  });

  it('on a statement: the person who answers for it, in their role', async () => {
    const { container } = await renderReview({ reviewer: 'privacyContact', ...reviewed }, 'en');
    expect(paragraphs(container)[1]).toBe('Reviewed by A. Sample, practice manager sample');
  });

  it('nothing on a page no one has reviewed', async () => {
    const { container } = await renderReview(undefined, 'hi');
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['/service/cosmetics/botox', 'treatments/botox'],
    ['/hi/urgent', 'urgent'],
    ['/privacy', 'privacy'],
  ])('%s shows a review only when the record holds one of %s', async (path, page) => {
    await renderApp(path);
    expect(document.querySelector('main .page-review') !== null).toBe(page in reviews);
  });
});
