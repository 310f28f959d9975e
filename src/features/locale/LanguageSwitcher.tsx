import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { languageChosen } from '../../app/events';
import { useAppSelector } from '../../app/hooks';
import { EventLink } from '../../components/EventLink';
import { ChevronIcon, GlobeIcon } from '../../components/icons';
import { languageName, languages, languageTag } from '../../lib/languages';
import { selectLanguage } from './localeSlice';

/**
 * Five languages, each named in its own script, each a link to this page in that language.
 * A native disclosure, so it opens without JavaScript too.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const details = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (details.current) details.current.open = false;
  };
  return (
    <details
      ref={details}
      className="language-switcher"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && details.current?.open) {
          close();
          details.current.querySelector('summary')?.focus();
        }
      }}
    >
      <summary>
        <GlobeIcon />
        <span className="visually-hidden">{t('language.label')}: </span>
        <span lang={languageTag[language]}>{languageName[language]}</span>
        <ChevronIcon />
      </summary>
      <ul className="language-list" aria-label={t('language.label')}>
        {languages.map((code) => (
          <li key={code}>
            <EventLink
              event={languageChosen({ lng: code })}
              lang={languageTag[code]}
              hrefLang={languageTag[code]}
              aria-current={code === language ? 'true' : undefined}
              onClick={close}
            >
              {languageName[code]}
            </EventLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
