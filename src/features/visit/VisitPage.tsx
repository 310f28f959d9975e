import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../state/hooks';
import { PageLink } from '../../state/react/PageLink';
import { selectLanguage } from '../../state/selectors';
import { useText } from '../../state/react/useText';
import { ClinicRegistration } from '../../components/ClinicRegistration';
import { ClinicianCredential, SurgeryHospital } from '../../components/Credentials';
import { DeferredPageReview } from '../../components/pageReviewPart';
import { SampleMark, withMarks } from '../../components/SampleMark';
import { clinicianSlugs } from '../../content/catalogue';
import { clinic } from '../../content/clinic';
import { Sample } from '../../content/sample';
import { markedValue } from '../../content/sampleMarks';
import {
  closuresFrom,
  spokenLanguages,
  visitFactValues,
  visitFacts,
} from '../../content/visitFacts';
import { visitAnchor, visitSections, type VisitSection } from '../../content/visit';
import { calendarDay, fullDate } from '../../lib/dates';
import { fillIn } from '../../lib/fillIn';
import { useHydrated } from '../../lib/useHydrated';

/**
 * "Your visit": the practical facts a patient checks around a visit, each part one tap from
 * the list at the top (and from the footer, the contact page and the treatments it concerns).
 * The clinic's own facts (languages, hospital, registrations, holidays) are marked while they
 * are samples; the clinical advice leaves the exact hours and days to the surgeon. The holidays
 * listed are those still to come: on the day of the build as prerendered, on the visitor's day
 * once the page runs (it may be opened from the cache long after).
 */
export function VisitPage() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const visit = useText('visit');
  const { sections } = visit;
  const hydrated = useHydrated();
  const today = hydrated ? calendarDay(new Date(), clinic.utcOffsetMinutes) : __BUILD_DAY__;

  const extras: Partial<Record<VisitSection, ReactNode>> = {
    languages: (
      <p>
        {withMarks(
          fillIn(sections.languages.spoken, {
            languages: markedValue(
              spokenLanguages(language),
              visitFacts.languagesSpoken,
              'languagesSpoken',
            ),
          }),
        )}
      </p>
    ),
    sedation: (
      <p>
        <SurgeryHospital language={language} />
      </p>
    ),
    clinicians: (
      <>
        <p>{sections.clinicians.intro}</p>
        <ul>
          {clinicianSlugs.map((clinician) => (
            <li key={clinician}>
              <ClinicianCredential clinician={clinician} language={language} withName />
            </li>
          ))}
        </ul>
        <p>
          <ClinicRegistration />
        </p>
      </>
    ),
    records: (
      <p>
        <PageLink page="privacy">{t('footer.privacy')}</PageLink>
      </p>
    ),
    holidays: (
      <>
        <p>{sections.holidays.intro}</p>
        <ul className="visit-holidays">
          {closuresFrom(today).map(({ date, holiday }) => (
            <li key={date}>
              <time dateTime={date}>{fullDate(date, language)}</time>
              {visitFacts.closures instanceof Sample && <SampleMark path="closures" />} –{' '}
              {visit.holidays[holiday]}
            </li>
          ))}
        </ul>
      </>
    ),
  };

  return (
    <article className="container statement visit" aria-labelledby="visit-title">
      <h1 id="visit-title" tabIndex={-1}>
        {visit.title}
      </h1>
      <p className="statement-intro">{visit.intro}</p>
      <nav aria-labelledby="visit-contents">
        <h2 id="visit-contents">{visit.contents}</h2>
        <ul>
          {visitSections.map((section) => (
            <li key={section}>
              <a href={`#${visitAnchor(section)}`}>{sections[section].heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      {visitSections.map((section) => {
        const words = sections[section];
        return (
          <section
            key={section}
            id={visitAnchor(section)}
            aria-labelledby={`${visitAnchor(section)}-heading`}
          >
            <h2 id={`${visitAnchor(section)}-heading`} tabIndex={-1}>
              {words.heading}
            </h2>
            {section === 'languages' && extras.languages}
            {'points' in words && (
              <ul>
                {words.points.map((point) => (
                  <li key={point}>
                    {withMarks(
                      fillIn(point, {
                        busStop: markedValue(
                          visitFactValues.busStop[language],
                          visitFacts.busStop,
                          'busStop',
                        ),
                      }),
                    )}
                  </li>
                ))}
              </ul>
            )}
            {section !== 'languages' && extras[section]}
          </section>
        );
      })}
      <DeferredPageReview review={visit.review} language={language} />
    </article>
  );
}
