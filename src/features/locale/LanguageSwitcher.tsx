import { useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clickedOutside, languageChosen, languageMenuToggled } from '../../state/events';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { panelTriggerId } from '../../state/react/panelTriggerIds';
import { selectLanguage, selectLanguageMenuOpen } from '../../state/selectors';
import { EventLink } from '../../state/react/EventLink';
import { ChevronIcon, GlobeIcon } from '../../components/icons';
import { useClickOutside } from '../../lib/useClickOutside';
import { languageName, languages, languageTag } from '../../lib/languages';

/**
 * Five languages, each named in its own script, each a link to this page in that language.
 * A native disclosure, so it opens without JavaScript too; with JavaScript its open state is
 * the store's (a panel like the others: Escape, a click outside, scrolling and a jump close it).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const open = useAppSelector(selectLanguageMenuOpen);
  const details = useRef<HTMLDetailsElement>(null);
  useClickOutside([details], open, () => dispatch(clickedOutside({ panel: 'language' })));

  const onSummaryClick = (event: MouseEvent<HTMLElement>) => {
    // The store opens and closes the list, not the browser.
    event.preventDefault();
    dispatch(languageMenuToggled());
  };

  return (
    <details ref={details} className="language-switcher" open={open}>
      <summary id={panelTriggerId.language} onClick={onSummaryClick}>
        <GlobeIcon />
        <span className="visually-hidden">{t('language.label')}: </span>
        <span className="off-screen-when-narrow" lang={languageTag[language]}>
          {languageName[language]}
        </span>
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
            >
              {languageName[code]}
            </EventLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
