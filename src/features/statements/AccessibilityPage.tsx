import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectLanguage } from '../../app/selectors';
import { ClinicContactText } from '../../components/ClinicContactText';
import { accessibilityCheckedOn, longDate } from '../../content/statements';

/** The accessibility statement, after the GOV.UK model statement. */
export function AccessibilityPage() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  return (
    <article className="container statement" aria-labelledby="accessibility-title">
      <h1 id="accessibility-title" tabIndex={-1}>
        {t('accessibility.title')}
      </h1>
      <p className="statement-intro">{t('accessibility.intro')}</p>
      <h2>{t('accessibility.standard.heading')}</h2>
      <p>{t('accessibility.standard.text')}</p>
      <h2>{t('accessibility.testing.heading')}</h2>
      <p>{t('accessibility.testing.intro')}</p>
      <ul>
        {t('accessibility.testing.items', { returnObjects: true }).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{t('accessibility.testing.limit')}</p>
      <h2>{t('accessibility.limits.heading')}</h2>
      <ul>
        {t('accessibility.limits.items', { returnObjects: true }).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        {t('accessibility.checked', {
          date: longDate(accessibilityCheckedOn, language),
        })}
      </p>
      <h2>{t('accessibility.report.heading')}</h2>
      <p>
        <ClinicContactText i18nKey="accessibility.report.text" />
      </p>
      <h2>{t('accessibility.law.heading')}</h2>
      <p>{t('accessibility.law.text')}</p>
    </article>
  );
}
