import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryOpened, slideChanged } from '../../state/events';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectLanguage, selectSlideOf } from '../../state/selectors';
import { Carousel } from '../../components/Carousel';
import { EventLink } from '../../state/react/EventLink';
import { Hero } from '../../components/Hero';
import { WithBrandInEnglish } from '../../components/InEnglish';
import { PageLoading } from '../../components/PageLoading';
import { PhoneLink } from '../../components/PhoneLink';
import { DeferredPageReview } from '../../components/pageReviewPart';
import { withMarks } from '../../components/SampleMark';
import { withoutMarks } from '../../content/sampleMarks';
import { ClinicianCredential } from '../../components/Credentials';
import { CheckIcon } from '../../components/icons';
import {
  catalogue,
  categoryImage,
  doctorImage,
  type CategorySlug,
  type ClinicianSlug,
} from '../../content/catalogue';
import { clinicPhone } from '../../content/clinic';
import { useText } from '../../state/react/useText';
import { categoryCarouselSettings } from './carouselSettings';

/** The visiting consultants, in the order home.json lists them. */
const visitingConsultants = [
  'visiting-dermatologist',
  'visiting-psychiatrist',
] as const satisfies readonly ClinicianSlug[];

export function HomePage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <HomeContent />
    </Suspense>
  );
}

function HomeContent() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const slide = useAppSelector((state) => selectSlideOf(state, 'categories'));
  const home = useText('home');
  const language = useAppSelector(selectLanguage);
  return (
    <>
      <Hero
        variant="full"
        title={<WithBrandInEnglish text={home.welcome.headline} />}
        lead={home.welcome.lead}
      >
        <p className="hero-credential">{withMarks(home.credential)}</p>
        <p className="hero-actions">
          <PhoneLink className="button button-primary" number={clinicPhone}>
            {t('contact.call', { phone: clinicPhone.display })}
          </PhoneLink>
        </p>
      </Hero>

      <section className="section container story" aria-labelledby="story-heading">
        <img
          className="story-portrait"
          src={doctorImage('oral-maxillofacial-surgeon')}
          alt={t('meet.photoAlt', { name: withoutMarks(home.story.title) })}
          width="240"
          height="240"
          loading="lazy"
        />
        <div>
          <h2 id="story-heading">{home.story.heading}</h2>
          <p className="story-name">{withMarks(home.story.title)}</p>
          <p className="story-subtitle">{home.story.subtitle}</p>
          {home.story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{withMarks(paragraph)}</p>
          ))}
        </div>
      </section>

      <section className="section section-tint" aria-labelledby="blurbs-heading">
        <div className="container">
          <h2 id="blurbs-heading">{home.blurbs.heading}</h2>
          <TitleAndTextList className="blurbs" itemClassName="blurb" items={home.blurbs.items} />
        </div>
      </section>

      <section className="section container" aria-labelledby="services-heading">
        <h2 id="services-heading">{t('home.servicesHeading')}</h2>
        <p>{t('home.servicesIntro')}</p>
        <Carousel
          label={t('home.servicesCarousel')}
          settings={categoryCarouselSettings}
          slide={slide}
          onSlideChange={(index) => dispatch(slideChanged({ carousel: 'categories', index }))}
        >
          {catalogue.map((category) => (
            <CategoryCard key={category.slug} category={category.slug} />
          ))}
        </Carousel>
      </section>

      <section className="section section-sand" aria-labelledby="visit-heading">
        <div className="container visit">
          <h2 id="visit-heading">{home.visit.heading}</h2>
          <p>{home.visit.intro}</p>
          <ul className="checklist">
            {home.visit.checklist.map((item) => (
              <li key={item}>
                <CheckIcon />
                <span>{item}</span>
              </li>
            ))}
          </ul>
          <p className="visit-note">{home.visit.note}</p>
        </div>
      </section>

      <section className="section container" aria-labelledby="consultants-heading">
        <h2 id="consultants-heading">{home.consultants.heading}</h2>
        <p>{home.consultants.intro}</p>
        <ul className="consultants">
          {home.consultants.items.map((item, index) => {
            const clinician = visitingConsultants[index];
            return (
              <li key={item.title} className="consultant">
                <h3>{item.title}</h3>
                <p>{item.description}</p>
                {clinician && (
                  <p className="consultant-credential">
                    <ClinicianCredential clinician={clinician} language={language} withName />
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        <DeferredPageReview review={home.review} language={language} />
      </section>
    </>
  );
}

interface TitleAndTextListProps {
  className: string;
  itemClassName: string;
  items: readonly { title: string; description: string }[];
}

/** A list of short items, each a title over a sentence or two. */
function TitleAndTextList({ className, itemClassName, items }: TitleAndTextListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title} className={itemClassName}>
          <h3>{item.title}</h3>
          <p>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

function CategoryCard({ category }: { category: CategorySlug }) {
  const { t } = useTranslation();
  const title = t(`categories.${category}.title`);
  return (
    // An item of the category list: its heading names it.
    <div className="card category-card">
      {/* Decorative: the card's heading names it, and its name is heard once. */}
      <img src={categoryImage(category)} alt="" width="480" height="320" loading="lazy" />
      <h3>
        <EventLink className="card-link" event={categoryOpened({ category })}>
          {title}
        </EventLink>
      </h3>
      <p>{t(`categories.${category}.summary`)}</p>
    </div>
  );
}
