import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { withMarks } from '../../components/SampleMark';
import { clinicPhone } from '../../content/clinic';
import { openingHoursText } from '../../content/openingHours';
import { absolute, siteUrl } from '../../content/site';
import { fullDate } from '../../lib/dates';
import { useHydrated } from '../../lib/useHydrated';
import { useAppSelector } from '../../state/hooks';
import { selectLanguage } from '../../state/selectors';
import { pathOf, resolveAddress } from '../../state/address';
import { usePageFacts } from './pageFacts';

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
      <PrintedPage />
    </div>
  );
}

/**
 * The page's own address and a QR code of it, and the day its text last changed: what leads a
 * reader of the paper back to the page.
 */
function PrintedPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const address = resolveAddress(pathname);
  const path = address && pathOf(address);
  const facts = usePageFacts(path);
  const language = useAppSelector(selectLanguage);
  // A page not found is prerendered under another address: it shows the browser's, once running.
  const hydrated = useHydrated();
  if (path === null)
    return hydrated && <p className="printed-details-address">{`${siteUrl}${pathname}`}</p>;
  return (
    <div
      className="printed-page"
      data-path={path}
      data-fingerprint={facts?.fingerprint}
      data-changed-on={facts?.changedOn}
    >
      {facts && (
        // The build's QR code of this address (pageFacts.ts), markup of its own making.
        <div
          className="printed-qr"
          aria-hidden="true"
          dangerouslySetInnerHTML={{ __html: facts.qr }}
        />
      )}
      <div className="printed-page-text">
        <p className="printed-details-address">{absolute(path)}</p>
        {facts?.changedOn && (
          <p>{t('review.changedOn', { date: fullDate(facts.changedOn, language) })}</p>
        )}
      </div>
    </div>
  );
}
