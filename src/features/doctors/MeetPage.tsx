import { useTranslation } from 'react-i18next';
import { doctorChosen } from '../../state/events';
import { useAppSelector } from '../../state/hooks';
import { Hero } from '../../components/Hero';
import { EventLink } from '../../state/react/EventLink';
import { withMarks } from '../../components/SampleMark';
import { TabsWithAccordion } from '../../components/TabsWithAccordion';
import { doctorSlugs } from '../../content/catalogue';
import { DoctorDetail } from './DoctorDetail';
import { selectSelectedDoctor } from '../../state/doctors/doctorsSlice';

/**
 * The doctors. One structure for every screen: on phones an accordion (the selected doctor
 * expanded); on wider screens the list beside the selected doctor's details.
 */
export function MeetPage() {
  const { t } = useTranslation();
  const selected = useAppSelector(selectSelectedDoctor);
  const doctors = doctorSlugs.map((doctor) => ({
    slug: doctor,
    title: withMarks(t(`doctors.${doctor}.name`)),
    summary: t(`doctors.${doctor}.title`),
    event: doctorChosen({ doctor }),
  }));

  return (
    <>
      {/* The doctor's name is the page's h1 (/meet shows the first doctor); "Meet us" names the
          part of the site above it. */}
      <Hero
        variant="compact"
        eyebrow={t('meet.pageTitle')}
        title={withMarks(t(`doctors.${selected}.name`))}
        lead={t('meet.pageIntro')}
      />
      <TabsWithAccordion
        link={EventLink}
        kind="doctor"
        className="meet-layout"
        label={t('meet.doctors')}
        items={doctors}
        selected={selected}
        panel={({ slug }) => <DoctorDetail doctor={slug} />}
      />
    </>
  );
}
