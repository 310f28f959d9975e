import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { withMarks } from '../../components/SampleMark';
import { clinicPhone } from '../../content/clinic';
import { openingHoursText } from '../../content/openingHours';
import { siteUrl } from '../../content/site';
import { useHydrated } from '../../lib/useHydrated';
import { useAppSelector } from '../../state/hooks';
import { selectLanguage } from '../../state/selectors';

/**
 * What a printed page says about where it came from: the clinic's address, telephone and
 * hours, and the page's own address. Shown only on paper (the print styles), where the
 * header's buttons, the navbar and the footer's links are left out.
 */
export function PrintedClinicDetails() {
  const { t } = useTranslation();
  const addressLines = t('clinic.addressLines', { returnObjects: true });
  const hours = openingHoursText(t, useAppSelector(selectLanguage));

  return (
    <div className="printed-details">
      <dl>
        <div>
          <dt>{t('address')}</dt>
          <dd>{addressLines.join(', ')}</dd>
        </div>
        <div>
          <dt>{t('contact.telephone')}</dt>
          <dd>{clinicPhone.href ? clinicPhone.display : t('phoneToConfirmInline')}</dd>
        </div>
        <div>
          <dt>{t('timings')}</dt>
          <dd>
            {withMarks(
              [...hours.sessions, hours.openDays, hours.closedDays ?? '']
                .filter(Boolean)
                .join(' · '),
            )}
          </dd>
        </div>
      </dl>
      <PrintedPageAddress />
    </div>
  );
}

/** The page's own address, the one part that changes from page to page. */
function PrintedPageAddress() {
  const { pathname } = useLocation();
  // The page's address is the browser's: a page not found is prerendered under another one.
  const hydrated = useHydrated();
  return hydrated && <p className="printed-details-address">{`${siteUrl}${pathname}`}</p>;
}
