import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../state/hooks';
import { languageTag } from '../../lib/languages';
import { selectLanguage } from '../../state/selectors';

/**
 * Keeps the interface strings and `<html lang>` on the store's language. Following the
 * state (not the event) means a DevTools jump to an earlier state switches language too.
 */
export function useDocumentLanguage(): void {
  const language = useAppSelector(selectLanguage);
  const { i18n } = useTranslation();
  useEffect(() => {
    document.documentElement.lang = languageTag[language];
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);
}
