/**
 * The meet page (spec §2): the doctors as a list beside the details (an accordion on a
 * phone), each with title, qualifications and biography.
 */
import type { Page } from '@playwright/test';
import { expect, isPhone, itInOneTab as it } from './fixtures';
import { doctorHeader, expectHighlighted, visit } from './visitor';
import reviews from '../../src/content/reviews.json' with { type: 'json' };

/** A doctor is shown: expanded in the phone's accordion, the current entry beside the details. */
async function expectDoctorOpen(page: Page, name: string, open: boolean): Promise<void> {
  const header = doctorHeader(page, name);
  if (isPhone(page)) await expect(header).toHaveAttribute('aria-expanded', String(open));
  else if (open) await expect(header).toHaveAttribute('aria-current', 'page');
  else await expect(header).not.toHaveAttribute('aria-current', /.*/);
}

it.describe('the meet page', () => {
  it('lists both doctors and shows the first one with title, qualifications and biography', async ({
    page,
  }) => {
    await visit(page, '/meet');
    // The page is the doctor's: their name is its h1, under "Meet us".
    // The name is a sample: marked.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dr. A. Sample sample');
    await expect(page.locator('.hero-eyebrow')).toHaveText('Meet us');
    await expectHighlighted(page, 'meet');
    await expect(doctorHeader(page, 'Dr. A. Sample')).toBeVisible();
    await expect(doctorHeader(page, 'Dr. B. Sample')).toBeVisible();
    await expectDoctorOpen(page, 'Dr. A. Sample', true);
    await expectDoctorOpen(page, 'Dr. B. Sample', false);

    const detail = page.getByRole('main').getByRole('article');
    await expect(detail.getByText('Oral and maxillofacial surgeon', { exact: true })).toBeVisible();
    await expect(detail.getByRole('heading', { level: 3, name: 'Qualifications' })).toBeVisible();
    await expect(
      detail.getByText('MDS (Oral and Maxillofacial Surgery)', { exact: true }),
    ).toBeVisible();
    await expect(detail.getByRole('heading', { level: 3, name: 'About' })).toBeVisible();
    // The biography names the doctor too, with the marker.
    await expect(detail.getByText(/Since 2018, Dr\. Sample sample has also worked/)).toBeVisible();
    await expect(detail.getByRole('img', { name: 'Portrait of Dr. A. Sample' })).toBeVisible();
    // The doctor's own page shows the doctor's review once the record holds one, and none before.
    if ('doctors/oral-maxillofacial-surgeon' in reviews) {
      await expect(detail.getByText(/^Page last reviewed: .* · Next review due: /)).toBeVisible();
      await expect(detail.getByText(/^Reviewed by Dr\. A\. Sample, MDS/)).toBeVisible();
    } else await expect(detail.locator('.page-review')).toHaveCount(0);
  });

  it('choosing the other doctor shows them in place of the first', async ({ page }) => {
    await visit(page, '/meet');
    await doctorHeader(page, 'Dr. B. Sample').click();

    await expect(page).toHaveURL('/meet/associate-dentist');
    await expectDoctorOpen(page, 'Dr. B. Sample', true);
    await expectDoctorOpen(page, 'Dr. A. Sample', false);
    const detail = page.getByRole('main').getByRole('article');
    await expect(detail.getByText('Associate dentist', { exact: true })).toBeVisible();
    await expect(detail.getByText(/8 years of practice/)).toBeVisible();
    await expect(
      page.getByRole('main').getByText('MDS (Oral and Maxillofacial Surgery)'),
    ).toBeHidden();
    await expectHighlighted(page, 'meet');
  });

  it('choosing the shown doctor again keeps them shown', async ({ page }) => {
    await visit(page, '/meet/associate-dentist');
    await doctorHeader(page, 'Dr. B. Sample').click();
    await expect(page).toHaveURL('/meet/associate-dentist');
    await expectDoctorOpen(page, 'Dr. B. Sample', true);
    await expect(page.getByRole('main').getByRole('article')).toContainText('8 years of practice');
  });

  it('shows the doctor in Hindi at /hi/meet', async ({ page }) => {
    await visit(page, '/hi/meet');
    await expect(page.locator('.hero-eyebrow')).toHaveText('हमसे मिलें');
    await doctorHeader(page, 'डॉ. बी. सैंपल', 'हमारे डॉक्टर').click();
    await expect(page).toHaveURL('/hi/meet/associate-dentist');
    const detail = page.getByRole('main').getByRole('article');
    await expect(detail.getByText('एसोसिएट दंत चिकित्सक', { exact: true })).toBeVisible();
    await expect(detail.getByRole('heading', { level: 3, name: 'योग्यताएँ' })).toBeVisible();
    await expect(detail.getByText(/8 साल का अनुभव/)).toBeVisible();
  });
});
