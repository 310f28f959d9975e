/**
 * "Your visit" (issue 35): each practical fact in at most two taps, from the footer of any page
 * and from the treatment pages it concerns, landing on its part of the page with focus on its
 * heading. Axe and reflow at 320 px: every-page.spec.ts (the page is among pageTypes).
 */
import chineseUi from '../../src/locales/ch/ui.json' with { type: 'json' };
import englishUi from '../../src/locales/en/ui.json' with { type: 'json' };
import english from '../../src/locales/en/visit.json' with { type: 'json' };
import { expect, it } from './fixtures';
import { hydrated, visit } from './visitor';

it.describe('on a 360-pixel phone @phone', () => {
  it.use({ viewport: { width: 360, height: 740 } });

  it('a treatment under sedation leads to sedation in one tap, its heading focused and in view', async ({
    page,
  }) => {
    await visit(page, '/service/implants-and-oral-surgery/wisdom-teeth');
    await hydrated(page);
    const link = page.getByRole('link', { name: englishUi.service.visitSedation });
    await link.scrollIntoViewIfNeeded();
    await link.tap();
    await expect(page).toHaveURL(/\/visit#visit-sedation$/);
    const heading = page.getByRole('heading', {
      level: 2,
      name: english.sections.sedation.heading,
    });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
  });

  it('from home, the footer then the list at the top reach the public holidays: two taps', async ({
    page,
  }) => {
    await visit(page, '/');
    await hydrated(page);
    const footerLink = page
      .getByRole('contentinfo')
      .getByRole('link', { name: englishUi.footer.visit });
    await footerLink.scrollIntoViewIfNeeded();
    await footerLink.tap();
    await expect(page.getByRole('heading', { level: 1, name: english.title })).toBeVisible();
    await page
      .getByRole('navigation', { name: english.contents })
      .getByRole('link', { name: english.sections.holidays.heading })
      .tap();
    await expect(page).toHaveURL(/\/visit#visit-holidays$/);
    await expect(
      page.getByRole('heading', { level: 2, name: english.sections.holidays.heading }),
    ).toBeInViewport();
  });
});

it('the prerendered page reads whole in Chinese, with every clinician’s registration @desktop', async ({
  page,
}) => {
  await visit(page, '/zh/visit');
  await expect(page.getByRole('heading', { level: 1, name: '就诊须知' })).toBeVisible();
  const clinicians = page.getByRole('region', { name: '为您诊治的医生' }).getByRole('listitem');
  await expect(clinicians).toHaveCount(4);
  // Each registration is a sample: the Chinese marker follows the number (it replaced
  // "（示例，待诊所确认）").
  for (const clinician of await clinicians.all()) {
    await expect(clinician).toContainText(new RegExp(`注册号 \\d+ ${chineseUi.sample.mark}`));
    await expect(clinician.locator('[data-sample="registrationNumbers"]')).toBeVisible();
  }
  await expect(page.getByText('（示例，待诊所确认）')).toHaveCount(0);
});
