import { useTranslation } from 'react-i18next';
import { doctorChosen } from '../../app/events';
import { useAppSelector } from '../../app/hooks';
import { EventLink } from '../../components/EventLink';
import { Hero } from '../../components/Hero';
import { AccordionSection } from '../../components/AccordionSection';
import { doctorImage, doctorSlugs, type DoctorSlug } from '../../content/catalogue';
import { pageTitles } from '../../content/titles';
import { useText } from '../../content/useText';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { selectSelectedDoctor } from './doctorsSlice';
import './MeetPage.css';

/**
 * The doctors. One structure for every screen: on phones an accordion (the selected doctor
 * expanded); on wider screens the list beside the selected doctor's details.
 */
export function MeetPage() {
  const { t } = useTranslation();
  const selected = useAppSelector(selectSelectedDoctor);

  return (
    <>
      <Hero variant="compact" title={t('meet.pageTitle')} lead={t('meet.pageIntro')} />
      <div className="container meet-layout">
        <nav className="doctor-tabs" aria-label={t('meet.doctors')}>
          <ul>
            {doctorSlugs.map((doctor) => (
              <li key={doctor}>
                <EventLink
                  event={doctorChosen({ doctor })}
                  aria-current={selected === doctor ? 'page' : undefined}
                >
                  <span className="submenu-title">{t(`doctors.${doctor}.name`)}</span>
                  <span className="submenu-summary">{t(`doctors.${doctor}.title`)}</span>
                </EventLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="doctor-accordion">
          {doctorSlugs.map((doctor) => {
            const active = selected === doctor;
            return (
              <AccordionSection
                key={doctor}
                kind="doctor"
                slug={doctor}
                title={t(`doctors.${doctor}.name`)}
                active={active}
                event={doctorChosen({ doctor })}
              >
                <DoctorDetail doctor={doctor} />
              </AccordionSection>
            );
          })}
        </div>
      </div>
    </>
  );
}

/** The selected doctor's details; the page is titled after them (/meet shows the first). */
function DoctorDetail({ doctor }: { doctor: DoctorSlug }) {
  const { t } = useTranslation();
  const words = useText('doctors')[doctor];
  useDocumentTitle(pageTitles.doctor(words.name, words.title));
  return (
    <article className="doctor-detail">
      <img
        className="doctor-portrait"
        src={doctorImage(doctor)}
        alt={t('meet.photoAlt', { name: words.name })}
        width="320"
        height="320"
      />
      <div>
        <p className="doctor-title">{words.title}</p>
        {words.role && <p className="doctor-role">{words.role}</p>}
        <p className="doctor-tagline">{words.tagline}</p>
        <h3>{t('meet.qualifications')}</h3>
        <ul className="qualifications">
          {words.qualifications.map((qualification) => (
            <li key={qualification}>{qualification}</li>
          ))}
        </ul>
        <h3>{t('meet.biography')}</h3>
        {words.biography.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
