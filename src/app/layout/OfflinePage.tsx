import { useTranslation } from 'react-i18next';
import { ClinicPostalAddress } from '../../components/ClinicPostalAddress';
import { UrgentCareCards } from '../../components/UrgentCare';
import { OpeningHoursList } from '../../components/OpeningHoursList';
import { PhoneLink } from '../../components/PhoneLink';
import { clinicPhone } from '../../content/clinic';
import { openingHoursText } from '../../content/openingHours';
import { useText } from '../../state/react/useText';
import { useAppSelector } from '../../state/hooks';
import { pathOf } from '../../state/address';
import { selectLanguage } from '../../state/selectors';

/**
 * What the service worker shows, offline, for a page this device has not kept (src/serviceWorker):
 * a calm word that the page is not saved here, the clinic's telephone, address and hours, what
 * to do when something cannot wait, and the pages that do work offline. Prerendered once per
 * language, without the app's code; its one script (public/offline.js) loads the page asked for
 * once the connection is back.
 */
export function OfflinePage() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const hours = openingHoursText(t, language);
  // Loaded before the page is rendered (entry-server.tsx).
  const urgent = useText('urgent');

  return (
    <section className="message-screen container" aria-labelledby="offline-title">
      <h1 id="offline-title" tabIndex={-1}>
        {t('offline.title')}
      </h1>
      <p>{t('offline.notSaved')}</p>
      {/* Without an action the form loads this address again: the page the visitor asked for.
          public/offline.js does the same by itself once the connection is back. */}
      <form className="offline-retry">
        <button className="button" type="submit">
          {t('offline.tryAgain')}
        </button>
      </form>
      <p>{t('offline.reachUs')}</p>
      <p>
        <PhoneLink className="button button-primary" number={clinicPhone}>
          {t('offline.call', { phone: clinicPhone.display })}
        </PhoneLink>
      </p>
      <dl className="offline-details">
        <div>
          <dt>{t('address')}</dt>
          <dd>
            <ClinicPostalAddress />
          </dd>
        </div>
        <div>
          <dt>{t('timings')}</dt>
          <dd>
            <OpeningHoursList hours={hours} />
          </dd>
        </div>
      </dl>
      <section className="urgent-help" aria-labelledby="urgent-help-title">
        <h2 id="urgent-help-title">{urgent.title}</h2>
        <p>{urgent.intro}</p>
        <UrgentCareCards headingLevel={3} urgent={urgent} language={language} />
      </section>
      <h2>{t('offline.pagesAvailable')}</h2>
      <ul>
        <li>
          <a href={pathOf({ page: 'home', language })}>{t('Home')}</a>
        </li>
        <li>
          <a href={pathOf({ page: 'contact', language })}>{t('ContactUs')}</a>
        </li>
        <li>
          <a href={pathOf({ page: 'urgent', language })}>{urgent.title}</a>
        </li>
      </ul>
    </section>
  );
}
