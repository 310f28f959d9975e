import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClinicPostalAddress } from '../../components/ClinicPostalAddress';
import { OpeningHoursList } from '../../components/OpeningHoursList';
import { PhoneLink } from '../../components/PhoneLink';
import { ClinicRegistration } from '../../components/ClinicRegistration';
import { SurgeryHospital } from '../../components/Credentials';
import { PageLink } from '../../state/react/PageLink';
import { useAppSelector } from '../../state/hooks';
import { selectLanguage } from '../../state/selectors';
import { Hero } from '../../components/Hero';
import { WithBrandInEnglish } from '../../components/InEnglish';
import { ClockIcon, DirectionsIcon, MapPinIcon, PhoneIcon } from '../../components/icons';
import { ClinicEmail } from '../../components/ClinicContactText';
import { withMarks } from '../../components/SampleMark';
import { clinic, clinicPhone, directionsUrl } from '../../content/clinic';
import { siteFacts } from '../../content/clinicFacts';
import { markedValue } from '../../content/sampleMarks';
import { dayKeys, isOpenDay, openingHoursText, weekOrder } from '../../content/openingHours';
import { loadShownPageWhole } from '../../lib/loadWhole';
import { useHydrated } from '../../lib/useHydrated';
import { OpenStatus } from './OpenStatus';
import { DeferredUrgentHelp } from './urgentHelpPart';

// Offline, the map's code may not arrive: the page then keeps saying where the clinic is.
// Online, a deployment has dropped it: the page is loaded again whole, from the new build.
const ClinicMap = lazy(() =>
  import('./ClinicMap').catch(() => {
    loadShownPageWhole();
    return {
      default: ({ fallback }: { fallback: string }) => (
        <p className="map-fallback" role="status">
          {fallback}
        </p>
      ),
    };
  }),
);

export function ContactPage() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const mounted = useHydrated();
  const landmarks = t('clinic.landmarks', { returnObjects: true });
  const hours = openingHoursText(t, language);

  return (
    <>
      <Hero
        variant="compact"
        title={<WithBrandInEnglish text={t('contact.title')} />}
        lead={t('contact.intro')}
      />
      <div className="container contact-layout">
        <div className="contact-boxes">
          <ContactBox id="contact-address" icon={<MapPinIcon />} heading={t('address')}>
            <ClinicPostalAddress />
            <a className="button" href={directionsUrl} target="_blank" rel="noopener noreferrer">
              <DirectionsIcon />
              <span>{t('contact.getDirections')}</span>
              <span className="visually-hidden"> {t('social.newTab')}</span>
            </a>
          </ContactBox>
          <ContactBox id="contact-landmarks" heading={t('contact.landmarks')}>
            <ul>
              {landmarks.map((line) => (
                <li key={line}>{withMarks(line)}</li>
              ))}
            </ul>
          </ContactBox>
          <ContactBox id="contact-timings" icon={<ClockIcon />} heading={t('timings')}>
            <OpeningHoursList hours={hours} />
            <p className="open-status" aria-live="polite">
              {mounted ? <OpenStatus language={language} /> : null}
            </p>
          </ContactBox>
          <ContactBox id="contact-telephone" icon={<PhoneIcon />} heading={t('contact.telephone')}>
            <p>
              <PhoneLink className="button button-primary" number={clinicPhone}>
                {t('contact.call', { phone: clinicPhone.display })}
              </PhoneLink>
            </p>
            <p>
              <ClinicEmail withIcon />
            </p>
          </ContactBox>
          <ContactBox id="contact-visit" heading={t('footer.visit')}>
            <p>
              <PageLink page="visit">{t('contact.visitLink')}</PageLink>
            </p>
            <p>
              <ClinicRegistration />
            </p>
            <p>
              <SurgeryHospital language={language} />
            </p>
          </ContactBox>
        </div>

        <section className="office-hours" aria-labelledby="office-hours-heading">
          <h2 id="office-hours-heading">{t('office_hours')}</h2>
          <table>
            <caption className="visually-hidden">{t('contact.hoursCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('day')}</th>
                <th scope="col">{t('timings')}</th>
              </tr>
            </thead>
            <tbody>
              {weekOrder.map((day) => (
                <tr key={day}>
                  <th scope="row">{t(dayKeys[day])}</th>
                  <td>
                    {isOpenDay(day)
                      ? hours.dayHours
                      : withMarks(markedValue(t('contact.closed'), siteFacts.openDays, 'openDays'))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <img
          className="contact-image"
          src="/images/clinic.svg"
          alt={t('contact.imageAlt')}
          width="640"
          height="400"
          loading="lazy"
        />

        <DeferredUrgentHelp headingLevel={2} />

        <section className="contact-map" aria-labelledby="map-heading">
          <h2 id="map-heading">{t('contact.mapHeading')}</h2>
          <MapSlot
            // Nothing failed yet: where the clinic is, as the map will show it.
            placeholder={t('contact.mapPlace')}
            loading={t('site.loading')}
          >
            <ClinicMap
              latitude={clinic.location.latitude}
              longitude={clinic.location.longitude}
              zoom={clinic.mapZoom}
              tileUrl={clinic.tileUrl}
              attribution={clinic.tileAttribution}
              label={t('contact.mapLabel')}
              markerTitle={t('contact.markerTitle')}
              popup={{ name: clinic.name, text: t('contact.mapPopup') }}
              fallback={t('contact.mapFallback')}
            />
          </MapSlot>
        </section>
      </div>
    </>
  );
}

interface ContactBoxProps {
  /** The heading's id, which names the box. */
  id: string;
  icon?: ReactNode;
  heading: string;
  children: ReactNode;
}

/** One of the boxes at the top of the contact page: a heading, with an icon, over its content. */
function ContactBox({ id, icon, heading, children }: ContactBoxProps) {
  return (
    <section className="contact-box" aria-labelledby={id}>
      <h2 id={id}>
        {icon}
        {icon && ' '}
        {heading}
      </h2>
      {children}
    </section>
  );
}

/**
 * The map's place on the page. Until it scrolls into view (and on the server) it says where
 * the clinic is in words; Leaflet and the tiles load only when the map is seen.
 */
function MapSlot({
  placeholder,
  loading,
  children,
}: {
  placeholder: string;
  loading: string;
  children: ReactNode;
}) {
  const slot = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        setSeen(true);
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);
  return (
    <div ref={slot} className="map-slot">
      {seen ? (
        <Suspense fallback={<p className="map-fallback">{loading}</p>}>{children}</Suspense>
      ) : (
        <p className="map-fallback">{placeholder}</p>
      )}
    </div>
  );
}
