/**
 * The language menu: a disclosure of five links, each the same page in another language.
 * Switching changes every interface string, `<html lang>` and the address prefix.
 */
import type { Page } from '@playwright/test';
import chinese from '../../src/locales/ch/ui.json' with { type: 'json' };
import english from '../../src/locales/en/ui.json' with { type: 'json' };
import french from '../../src/locales/fr/ui.json' with { type: 'json' };
import hindi from '../../src/locales/hi/ui.json' with { type: 'json' };
import russian from '../../src/locales/ru/ui.json' with { type: 'json' };
import { expect, itInOneTab as it } from './fixtures';
import { expectHighlighted, hindi as hindiNav, languageButton, visit } from './visitor';

/** Every string of a language's interface strings. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/**
 * The English interface strings that must be gone from a page in `other`: whole strings
 * (no placeholders), long enough not to occur by chance, and not also used by `other`.
 */
function englishOnly(other: unknown): string[] {
  const theirs = strings(other).join('\n');
  return strings(english).filter(
    (text) => !text.includes('{{') && text.length >= 5 && !theirs.includes(text),
  );
}

/** What the page says: its text, and the names and descriptions in its attributes. */
const pageWords = (page: Page) =>
  page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [alt], [title]')].flatMap(
      (element) => ['aria-label', 'alt', 'title'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.body.textContent, ...attributes].join('\n');
  });

/** Opens the language menu (showing the current language's name) and picks another. */
async function chooseLanguage(page: Page, current: string, next: string): Promise<void> {
  const summary = page.locator('summary', { hasText: current });
  await summary.click();
  const choice = page.getByRole('link', { name: next, exact: true });
  await expect(choice).toBeVisible();
  await choice.click();
}

it.describe('the language menu', () => {
  it('lists the five languages, each named in its own script, the current one marked', async ({
    page,
  }) => {
    await visit(page, '/meet');
    await page.locator('summary', { hasText: 'English' }).click();
    const list = page.getByRole('list', { name: 'Language' });
    await expect(list.getByRole('link')).toHaveText([
      'English',
      'हिन्दी',
      'Русский',
      'Français',
      '简体中文',
    ]);
    await expect(list.getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(list.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute(
      'href',
      '/hi/meet/oral-maxillofacial-surgeon',
    );
    await expect(list.getByRole('link', { name: '简体中文' })).toHaveAttribute('lang', 'zh-Hans');
  });

  for (const { language, name, from, to, lang, words, shows } of [
    {
      language: 'Hindi',
      name: 'हिन्दी',
      from: '/service/cosmetics/botox',
      to: '/hi/service/cosmetics/botox',
      lang: 'hi',
      words: hindi,
      shows: ['हमारी सेवाएँ', 'बोटुलिनम टॉक्सिन (बोटॉक्स)', 'यह क्या है', 'हमारी टीम'],
    },
    {
      language: 'Russian',
      name: 'Русский',
      from: '/meet/associate-dentist',
      to: '/ru/meet/associate-dentist',
      lang: 'ru',
      words: russian,
      shows: ['Познакомьтесь с нами', 'д-р Б. Образец', 'Квалификация', 'Наша команда'],
    },
    {
      language: 'French',
      name: 'Français',
      from: '/contact',
      to: '/fr/contact',
      lang: 'fr',
      words: french,
      shows: ['Horaires d’ouverture', 'Obtenir l’itinéraire', 'Notre équipe'],
    },
    {
      language: 'Chinese',
      name: '简体中文',
      from: '/',
      to: '/zh/',
      lang: 'zh-Hans',
      words: chinese,
      shows: [
        '欢迎来到果阿阿尔托-波尔沃里姆的 face multispecialty clinic',
        '我们的故事',
        '我们的团队',
      ],
    },
  ]) {
    it(`switches every string, <html lang> and the address to ${language} @desktop`, async ({
      page,
    }) => {
      await visit(page, from);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');

      await chooseLanguage(page, 'English', name);

      await expect(page).toHaveURL(to);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      for (const text of shows) {
        await expect(page.getByText(text).filter({ visible: true }).first()).toBeVisible();
      }
      await expect(languageButton(page)).toContainText(name);

      const shown = await pageWords(page);
      const leftovers = englishOnly(words).filter((text) => shown.includes(text));
      expect(leftovers, 'English strings still on the page').toEqual([]);
    });
  }

  it('switches back to English, and the back button returns to the other language', async ({
    page,
  }) => {
    await visit(page, '/hi/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expectHighlighted(page, 'contact', hindiNav);

    await chooseLanguage(page, 'हिन्दी', 'English');
    await expect(page).toHaveURL('/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 2, name: 'Opening hours' })).toBeVisible();
    await expectHighlighted(page, 'contact');

    await page.goBack();
    await expect(page).toHaveURL('/hi/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 2, name: 'क्लिनिक का समय' })).toBeVisible();
    await expectHighlighted(page, 'contact', hindiNav);
  });

  it('keeps the language while the visitor moves on', async ({ page }) => {
    await visit(page, '/');
    await chooseLanguage(page, 'English', 'Русский');
    await expect(page).toHaveURL('/ru/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Косметология' }).click();
    await expect(page).toHaveURL('/ru/service/cosmetics');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 2, name: 'Косметология' })).toBeVisible();
  });
});
