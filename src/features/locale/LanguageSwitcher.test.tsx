import { screen, waitFor, within } from '@testing-library/react';
import { createI18n } from '../../lib/i18n';
import { preloadTexts, renderApp } from '../../../test/renderApp';

const nav = () => screen.getByRole('navigation', { name: /./ });

describe('language switcher', () => {
  it('offers the five languages, each named in its own script', async () => {
    await renderApp('/');
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('lang')]),
    ).toEqual([
      ['English', 'en'],
      ['हिन्दी', 'hi'],
      ['Русский', 'ru'],
      ['Français', 'fr'],
      ['简体中文', 'zh-Hans'],
    ]);
  });

  // prettier-ignore
  it.each([
    ['hi', 'hi', 'होम', 'हमारी कहानी'],
    ['ru', 'ru', 'Главная', 'Наша история'],
    ['fr', 'fr', 'Accueil', 'Notre histoire'],
    ['ch', 'zh-Hans', '首页', '我们的故事'],
  ] as const)('switching to %s changes every string and <html lang> to %s', async (language, tag, home, story) => {
    await preloadTexts([language]);
    const { user, store } = await renderApp('/');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), language);
    expect(store.getState().locale.language).toBe(language);
    await waitFor(() => {
      expect(document.documentElement.lang).toBe(tag);
    });
    expect(await within(nav()).findByRole('link', { name: home })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: story })).toBeInTheDocument();
    expect(screen.queryByText('Our story')).not.toBeInTheDocument();
    expect(screen.queryByText('Our team')).not.toBeInTheDocument();
  });

  it('back to English restores English', async () => {
    await preloadTexts(['ru']);
    const { user } = await renderApp('/');
    const select = screen.getByRole('combobox', { name: 'Language' });
    await user.selectOptions(select, 'ru');
    await screen.findByRole('heading', { level: 2, name: 'Наша история' });
    await user.selectOptions(select, 'en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument();
    await waitFor(() => {
      expect(document.documentElement.lang).toBe('en');
    });
  });
});

describe('missing translations', () => {
  it('fall back to English, key by key', async () => {
    const i18n = await createI18n('hi');
    i18n.removeResourceBundle('hi', 'ui');
    i18n.addResourceBundle('hi', 'ui', { Service: 'सेवाएँ' });
    expect(i18n.t('Service')).toBe('सेवाएँ');
    expect(i18n.t('Home')).toBe('Home');
    expect(i18n.t('contact.openUntil', { time: '8:00 PM' })).toBe('Open now, closes at 8:00 PM');
  });
});
