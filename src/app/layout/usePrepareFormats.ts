import { useEffect } from 'react';
import { languageDateLocale } from '../../lib/languages';
import { formatPreparations } from '../../lib/prepareFormats';
import { whenIdle } from '../../lib/whenIdle';
import { selectLanguage } from '../selectors';
import { useAppSelector } from '../hooks';

/**
 * Once the browser is idle, prepares the dates, lists and amounts of the language shown, one
 * idle moment each (lib/prepareFormats.ts), so the first tap to a page that writes one does not
 * wait for it.
 */
export function usePrepareFormats(): void {
  const language = useAppSelector(selectLanguage);
  useEffect(() => {
    const preparations = formatPreparations(languageDateLocale[language]);
    let cancel: () => void = () => undefined;
    const next = () => {
      const prepare = preparations.shift();
      if (!prepare) return;
      prepare();
      cancel = whenIdle(next);
    };
    cancel = whenIdle(next);
    return () => {
      cancel();
    };
  }, [language]);
}
