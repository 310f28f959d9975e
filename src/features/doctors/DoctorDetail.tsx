import { useTranslation } from 'react-i18next';
import { ClinicianCredential } from '../../components/Credentials';
import { DeferredPageReview } from '../../components/pageReviewPart';
import { withMarks } from '../../components/SampleMark';
import { withoutMarks } from '../../content/sampleMarks';
import { doctorImage, type DoctorSlug } from '../../content/catalogue';
import { useText } from '../../state/react/useText';
import { useAppSelector } from '../../state/hooks';
import { selectLanguage } from '../../state/selectors';

/** The selected doctor's details (/meet shows the first). */
export function DoctorDetail({ doctor }: { doctor: DoctorSlug }) {
  const { t } = useTranslation();
  const words = useText('doctors')[doctor];
  const language = useAppSelector(selectLanguage);
  return (
    <article className="doctor-detail">
      <img
        className="doctor-portrait"
        src={doctorImage(doctor)}
        alt={t('meet.photoAlt', { name: withoutMarks(words.name) })}
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
            <li key={qualification}>{withMarks(qualification)}</li>
          ))}
        </ul>
        <p className="doctor-registration">
          <ClinicianCredential clinician={doctor} language={language} />
        </p>
        <h3>{t('meet.biography')}</h3>
        {words.biography.map((paragraph) => (
          <p key={paragraph}>{withMarks(paragraph)}</p>
        ))}
        <DeferredPageReview review={words.review} language={language} />
      </div>
    </article>
  );
}
