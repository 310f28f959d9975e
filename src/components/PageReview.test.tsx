import { getDefaultNormalizer, screen, within } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';
import reviews from '../content/reviews.json';
import { languageDateLocale, languages } from '../lib/languages';
import { reviewDate } from './PageReview';

describe('the review line', () => {
  it('writes a date as each language does', () => {
    expect(reviewDate('2026-11-25', 'en')).toBe('25 November 2026');
    expect(reviewDate('2026-11-25', 'hi')).toBe('25 नवंबर 2026');
    expect(reviewDate('2026-11-25', 'ru')).toBe('25 ноября 2026 г.');
    expect(reviewDate('2026-11-25', 'fr')).toBe('25 novembre 2026');
    expect(reviewDate('2029-02-01', 'ch')).toBe('2029年2月1日');
  });

  it('writes every day of four years as Intl.DateTimeFormat does, in every language', () => {
    for (const language of languages) {
      const intl = new Intl.DateTimeFormat(languageDateLocale[language], {
        dateStyle: 'long',
        timeZone: 'UTC',
      });
      for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2030, 0, 1); day += 86_400_000) {
        const date = new Date(day).toISOString().slice(0, 10);
        expect(reviewDate(date, language), `${language} ${date}`).toBe(intl.format(new Date(day)));
      }
    }
  });

  it('ends a treatment’s text: when it was reviewed, when next, and by whom', async () => {
    await renderApp('/service/cosmetics/botox');
    const { lastReviewed, nextReviewDue } = reviews['treatments/botox'];
    const article = screen.getByRole('article', { name: 'Botulinum toxin (Botox)' });
    expect(
      within(article).getByText(
        `Page last reviewed: ${reviewDate(lastReviewed, 'en')} · Next review due: ${reviewDate(nextReviewDue, 'en')}`,
      ),
    ).toBeInTheDocument();
    expect(
      within(article).getByText(
        'Reviewed by Dr. A. Sample, MDS (Oral and Maxillofacial Surgery), Goa Dental Council registration no. 0000',
      ),
    ).toBeInTheDocument();
    // The category's own line gives way to the treatment's on a treatment's page.
    expect(screen.getAllByText(/^Page last reviewed:/)).toHaveLength(1);
  });

  it('ends a category’s page, in its language', async () => {
    await renderApp('/fr/service/skin-and-hair');
    // French keeps its no-break spaces before a colon.
    const exactly = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    const { lastReviewed, nextReviewDue } = reviews['categories/skin-and-hair'];
    expect(
      screen.getByText(
        `Dernière relecture de la page\u00a0: ${reviewDate(lastReviewed, 'fr')} · Prochaine relecture prévue\u00a0: ${reviewDate(nextReviewDue, 'fr')}`,
        exactly,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Page relue par Dr A. Sample, MDS (chirurgie orale et maxillo-faciale), inscription n°\u00a00000 au Conseil dentaire de Goa (Goa Dental Council)',
        exactly,
      ),
    ).toBeInTheDocument();
  });

  it('names the doctor who reviewed a doctor’s page', async () => {
    await renderApp('/zh/meet/associate-dentist');
    const { lastReviewed, nextReviewDue } = reviews['doctors/associate-dentist'];
    expect(
      screen.getByText(
        `本页最近审核日期：${reviewDate(lastReviewed, 'ch')}；下次审核日期：${reviewDate(nextReviewDue, 'ch')}`,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        '审核医生：示例医生（B），口腔医学学士（BDS），果阿邦牙科委员会（Goa Dental Council）注册号 0000',
      ),
    ).toBeInTheDocument();
  });

  it('ends the home page, the visit checklist among it', async () => {
    await renderApp('/ru/');
    const { lastReviewed } = reviews.home;
    expect(
      screen.getByText(
        new RegExp(`^Дата последней проверки страницы: ${reviewDate(lastReviewed, 'ru')} · `),
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Страницу проверил врач: д-р А\. Образец, MDS \(челюстно-лицевая хирургия\)/,
      ),
    ).toBeInTheDocument();
  });

  it('in Hindi too', async () => {
    await renderApp('/hi/service/implants-and-oral-surgery/wisdom-teeth');
    const { lastReviewed, nextReviewDue } = reviews['treatments/wisdom-teeth'];
    expect(
      screen.getByText(
        `पेज की पिछली समीक्षा: ${reviewDate(lastReviewed, 'hi')} · अगली समीक्षा: ${reviewDate(nextReviewDue, 'hi')}`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^समीक्षक: डॉ\. ए\. सैंपल, MDS/)).toBeInTheDocument();
  });
});
