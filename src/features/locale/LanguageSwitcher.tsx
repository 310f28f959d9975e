import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languageChosen } from '../../app/events';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { GlobeIcon } from '../../components/icons';
import { languageName, languages, languageTag } from '../../lib/languages';
import { selectLanguage } from './localeSlice';

/** Five languages, each named in its own script. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const id = useId();
  return (
    <div className="language-switcher">
      <label htmlFor={id}>
        <GlobeIcon />
        <span className="visually-hidden">{t('language.label')}</span>
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => dispatch(languageChosen({ lng: event.target.value }))}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={languageTag[code]}>
            {languageName[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
