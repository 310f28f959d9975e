import { useTranslation } from 'react-i18next';
import { ClinicContactText } from '../../components/ClinicContactText';
import { thirdParties, type ThirdParty } from '../../content/thirdParties';

function PartyList({ parties }: { parties: readonly ThirdParty[] }) {
  const { t } = useTranslation();
  return (
    <ul>
      {parties.map((party) => (
        <li key={party.id} data-party={party.id}>
          {t(`privacy.thirdParties.parties.${party.id}`, { hosts: party.hosts.join(', ') })}
        </li>
      ))}
    </ul>
  );
}

/**
 * The privacy notice: the site collects nothing; what the browser keeps; every other party the
 * browser can contact (content/thirdParties.ts, held to the Content-Security-Policy by a test).
 */
export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <article className="container statement" aria-labelledby="privacy-title">
      <h1 id="privacy-title" tabIndex={-1}>
        {t('privacy.title')}
      </h1>
      <p className="statement-intro">{t('privacy.intro')}</p>
      <h2>{t('privacy.collect.heading')}</h2>
      <p>{t('privacy.collect.text')}</p>
      <h2>{t('privacy.device.heading')}</h2>
      <p>{t('privacy.device.text')}</p>
      <h2>{t('privacy.thirdParties.heading')}</h2>
      <p>{t('privacy.thirdParties.automatic')}</p>
      <PartyList parties={thirdParties.filter((party) => party.contacted === 'automatic')} />
      <p>{t('privacy.thirdParties.onTap')}</p>
      <PartyList parties={thirdParties.filter((party) => party.contacted === 'on-tap')} />
      <p>{t('privacy.thirdParties.nothingElse')}</p>
      <h2>{t('privacy.contacting.heading')}</h2>
      <p>{t('privacy.contacting.text')}</p>
      <h2>{t('privacy.law.heading')}</h2>
      <p>{t('privacy.law.text')}</p>
      <h2>{t('privacy.questions.heading')}</h2>
      <p>
        <ClinicContactText i18nKey="privacy.questions.text" />
      </p>
    </article>
  );
}
