import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { serviceChosen, slideChanged } from '../../state/events';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import type { UnknownAction } from '@reduxjs/toolkit';
import { Carousel } from '../../components/Carousel';
import { EventLink } from '../../state/react/EventLink';
import { Hero } from '../../components/Hero';
import { DeferredPageReview } from '../../components/pageReviewPart';
import { TabsWithAccordion } from '../../components/TabsWithAccordion';
import {
  catalogue,
  treatmentImage,
  type CarouselId,
  type CategoryEntry,
  type CategorySlug,
  type TreatmentSlug,
} from '../../content/catalogue';
import { groupNameOf, treatmentTextOf, type AnyCategoryCards } from '../../content/types';
import { useText } from '../../state/react/useText';
import {
  DENTAL_LIST_SPLIT,
  fewTreatmentsSettings,
  manyTreatmentsSettings,
  splitColumns,
  treatmentListLayout,
} from './carouselSettings';
import { selectLanguage, selectSlideOf } from '../../state/selectors';
import {
  selectSelectedCategory,
  selectSelectedTreatment,
} from '../../state/services/servicesSlice';
import { TreatmentDetail } from './TreatmentDetail';

/**
 * The service page. One structure for every screen: on phones the categories are an
 * accordion (the active one expanded); on wider screens a list of categories beside the
 * active category's panel.
 */
export function ServicePage() {
  const { t } = useTranslation();
  const selected = useAppSelector(selectSelectedCategory);
  const categories = catalogue.map((category) => ({
    slug: category.slug,
    title: t(`categories.${category.slug}.title`),
    event: serviceChosen({ category: category.slug }),
    category,
  }));

  const category = catalogue.find((entry) => entry.slug === selected);
  // The page's own name is its h1 (a category's title, a treatment's name); "Our services"
  // names the part of the site above it.
  return (
    <>
      <Hero
        variant="compact"
        eyebrow={category ? t('service.pageTitle') : undefined}
        title={category ? <PageName category={category} /> : t('service.pageTitle')}
        lead={t('service.pageIntro')}
      />
      <TabsWithAccordion
        link={EventLink}
        kind="category"
        before={selected === null && <p className="no-category">{t('service.noCategory')}</p>}
        className="service-layout"
        label={t('service.categories')}
        items={categories}
        selected={selected}
        panel={({ category }) => <CategoryPanel category={category} />}
      />
    </>
  );
}

/**
 * A category page's name, or a treatment page's: the treatment's name comes with the category's
 * cards (loaded with the page; until they arrive after a move, the category's title shows).
 */
function PageName({ category }: { category: CategoryEntry }) {
  const { t } = useTranslation();
  const treatment = useAppSelector(selectSelectedTreatment);
  const categoryTitle = t(`categories.${category.slug}.title`);
  if (!treatment) return categoryTitle;
  return (
    <Suspense fallback={categoryTitle}>
      <TreatmentName category={category.slug} treatment={treatment} />
    </Suspense>
  );
}

function TreatmentName({
  category,
  treatment,
}: {
  category: CategorySlug;
  treatment: TreatmentSlug;
}) {
  const text = useText(`services/${category}`);
  return treatmentTextOf(text, treatment)?.name ?? null;
}

function CategoryPanel({ category }: { category: CategoryEntry }) {
  const { t } = useTranslation();
  const text = useText(`services/${category.slug}`);
  const selectedTreatment = useAppSelector(selectSelectedTreatment);
  const language = useAppSelector(selectLanguage);
  return (
    <>
      <p className="category-description">{text.description}</p>
      {/* The open treatment comes first, so its address lands on it; the cards follow. */}
      {selectedTreatment && (
        <Suspense fallback={<p className="page-loading">{t('site.loading')}</p>}>
          <TreatmentDetail category={category.slug} treatment={selectedTreatment} />
        </Suspense>
      )}
      {text.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <ul className="category-points">
        {text.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      {category.groups.map((group) => (
        <TreatmentGroup
          key={group.slug ?? 'all'}
          carousel={group.slug ?? category.slug}
          category={category.slug}
          heading={group.slug ? groupNameOf(text, group.slug) : undefined}
          treatments={group.treatments}
          text={text}
        />
      ))}
      {/* A treatment's page shows the treatment's review, in its article. */}
      {!selectedTreatment && <DeferredPageReview review={text.review} language={language} />}
    </>
  );
}

interface TreatmentGroupProps {
  /** The group's carousel, whose position the store keeps. */
  carousel: CarouselId;
  category: CategorySlug;
  /** The group's sub-heading, when the category has named groups. */
  heading: string | undefined;
  treatments: readonly TreatmentSlug[];
  text: AnyCategoryCards;
}

function TreatmentGroup({ carousel, category, heading, treatments, text }: TreatmentGroupProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const selectedTreatment = useAppSelector(selectSelectedTreatment);
  const slide = useAppSelector((state) => selectSlideOf(state, carousel));
  const groupHeading = heading ?? t('service.treatmentsOf', { title: text.title });
  const layout = treatmentListLayout(treatments.length);
  const columns =
    category === 'dental-treatment'
      ? splitColumns(treatments, DENTAL_LIST_SPLIT)
      : [treatments.slice()];

  const choose = (treatment: TreatmentSlug) => serviceChosen({ category, treatment });

  const cards = treatments.map((treatment) => (
    <TreatmentCard
      key={treatment}
      treatment={treatment}
      text={text}
      active={treatment === selectedTreatment}
      event={choose(treatment)}
    />
  ));

  return (
    <section className="treatment-group">
      <h3>{groupHeading}</h3>
      <div className={columns.length > 1 ? 'treatment-index two-columns' : 'treatment-index'}>
        {columns.map((column, columnIndex) => (
          <ul key={columnIndex}>
            {column.map((treatment) => (
              <li key={treatment}>
                <EventLink
                  event={choose(treatment)}
                  aria-current={treatment === selectedTreatment ? 'page' : undefined}
                >
                  {treatmentTextOf(text, treatment)?.name}
                </EventLink>
              </li>
            ))}
          </ul>
        ))}
      </div>
      {layout === 'single-card' ? (
        <div className="single-card">{cards}</div>
      ) : (
        <Carousel
          label={groupHeading}
          className={layout === 'three' ? 'carousel-three' : undefined}
          settings={layout === 'many' ? manyTreatmentsSettings : fewTreatmentsSettings}
          slide={slide}
          onSlideChange={(index) => dispatch(slideChanged({ carousel, index }))}
        >
          {cards}
        </Carousel>
      )}
    </section>
  );
}

interface TreatmentCardProps {
  treatment: TreatmentSlug;
  text: AnyCategoryCards;
  active: boolean;
  /** Opens the treatment, or closes it when it is the open one. */
  event: UnknownAction;
}

/** A treatment's card: image, name, description lines, optional note and secondary block. */
function TreatmentCard({ treatment, text, active, event }: TreatmentCardProps) {
  const { t } = useTranslation();
  const words = treatmentTextOf(text, treatment);
  if (!words) return null;
  return (
    // An item of the carousel's list, not an article of its own: the open treatment's article
    // has the same name, and articles need names of their own (IBM Equal Access).
    <div className={active ? 'card treatment-card is-active' : 'card treatment-card'}>
      {/* Decorative: the card's heading names it, and its name is heard once. */}
      <img src={treatmentImage(treatment)} alt="" width="480" height="320" loading="lazy" />
      <h4>
        <EventLink
          className="card-link"
          event={event}
          aria-expanded={active}
          aria-controls={active ? 'treatment-detail' : undefined}
        >
          {words.name}
        </EventLink>
      </h4>
      {active && <p className="card-badge">{t('service.selected')}</p>}
      {words.cardLines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {words.note && (
        <p className="card-note">
          <strong>{t('service.note')}</strong> {words.note}
        </p>
      )}
      {words.secondary && (
        <div className="card-secondary">
          <p className="card-secondary-heading">{words.secondary.heading}</p>
          <ul>
            {words.secondary.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
