import { screen, waitFor, within } from '@testing-library/react';
import { createI18n } from '../../content/i18n';
import { preloadTexts, renderApp } from '../../../test/renderApp';

const languageList = () => screen.getByRole('list', { name: 'Language' });

describe('language switcher', () => {
  it('offers the five languages, each named in its own script, as links to this page', async () => {
    const { user } = await renderApp('/service/cosmetics/botox');
    await user.click(screen.getByText('English', { selector: 'summary span' }));
    expect(
      within(languageList())
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('lang'), link.getAttribute('href')]),
    ).toEqual([
      ['English', 'en', '/service/cosmetics/botox'],
      ['हिन्दी', 'hi', '/hi/service/cosmetics/botox'],
      ['Русский', 'ru', '/ru/service/cosmetics/botox'],
      ['Français', 'fr', '/fr/service/cosmetics/botox'],
      ['简体中文', 'zh-Hans', '/zh/service/cosmetics/botox'],
    ]);
  });

  // prettier-ignore
  it.each([
    ['hi', 'हिन्दी', 'hi', '/hi/', 'होम', 'हमारी कहानी'],
    ['ru', 'Русский', 'ru', '/ru/', 'Главная', 'Наша история'],
    ['fr', 'Français', 'fr', '/fr/', 'Accueil', 'Notre histoire'],
    ['ch', '简体中文', 'zh-Hans', '/zh/', '首页', '我们的故事'],
  ] as const)('switching to %s changes every string, the address and <html lang>', async (language, name, tag, path, home, story) => {
    await preloadTexts([language]);
    const { user, store, router } = await renderApp('/');
    await user.click(screen.getByText('English', { selector: 'summary span' }));
    await user.click(within(languageList()).getByRole('link', { name }));
    expect(store.getState().locale.language).toBe(language);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(path);
    });
    await waitFor(() => {
      expect(document.documentElement.lang).toBe(tag);
    });
    const nav = screen.getAllByRole('navigation')[0]!;
    expect(await within(nav).findByRole('link', { name: home })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: story })).toBeInTheDocument();
    expect(screen.queryByText('Our story')).not.toBeInTheDocument();
    expect(screen.queryByText('Our team')).not.toBeInTheDocument();
  });

  it('landing on a Russian address shows Russian; English restores English', async () => {
    await preloadTexts(['ru']);
    const { user } = await renderApp('/ru/');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Наша история' }),
    ).toBeInTheDocument();
    await user.click(screen.getByText('Русский', { selector: 'summary span' }));
    await user.click(screen.getByRole('link', { name: 'English' }));
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
    // The first miss fetches the English strings; from then on they stand in.
    expect(i18n.t('MeetUs')).toBe('MeetUs');
    await waitFor(() => {
      expect(i18n.t('MeetUs')).toBe('Meet Us');
    });
    expect(i18n.t('contact.openUntil', { time: '8:00 PM' })).toBe('Open now, closes at 8:00 PM');
  });
});
