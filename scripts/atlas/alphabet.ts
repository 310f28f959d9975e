/**
 * Every event with every meaningful payload: what the atlas runs each reducer over to find the
 * states it can reach. Built from the content and the events themselves, so a new category,
 * treatment, doctor, carousel, language or page is part of it without a change here.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { allAddresses, navIndex, pathOf } from '../../src/state/address';
import {
  categoryOpened,
  clickedOutside,
  doctorChosen,
  escapePressed,
  languageChosen,
  languageMenuToggled,
  menuToggled,
  navItemClicked,
  pageScrolled,
  pageVisited,
  panels,
  serviceChosen,
  slideChanged,
  socialToggled,
} from '../../src/state/events';
import {
  carouselIds,
  categoryOfTreatment,
  categorySlugs,
  doctorSlugs,
  slideCountOf,
  treatmentSlugs,
} from '../../src/content/catalogue';
import { STICKY_THRESHOLD_PX } from '../../src/state/navigation/navigationSlice';
import { languagePrefix, languages } from '../../src/lib/languages';

/** Addresses that name no page: the 404 screen, in English and under a language's prefix. */
const notFoundPaths = [
  '/no-such-page',
  ...languages
    .filter((language) => languagePrefix[language] !== '')
    .map((language) => `${languagePrefix[language]}/no-such-page`),
];

export function alphabet(): UnknownAction[] {
  const paths = [
    ...languages.flatMap((language) => allAddresses(language).map(pathOf)),
    ...notFoundPaths,
  ];
  return [
    ...paths.map((path) => pageVisited(path)),
    ...categorySlugs.map((category) => serviceChosen({ category })),
    ...treatmentSlugs.flatMap((treatment) => [
      serviceChosen({ treatment }),
      serviceChosen({ category: null, treatment }),
      serviceChosen({ category: categoryOfTreatment(treatment) ?? null, treatment }),
    ]),
    serviceChosen({}),
    serviceChosen({ category: 'no-such-category' }),
    serviceChosen({ treatment: 'no-such-treatment' }),
    ...categorySlugs.map((category) => categoryOpened({ category })),
    categoryOpened({ category: 'no-such-category' }),
    ...doctorSlugs.map((doctor) => doctorChosen({ doctor })),
    doctorChosen({ doctor: 'no-such-doctor' }),
    ...Object.values(navIndex).map((index) => navItemClicked({ index })),
    // Below, at and beyond the sticky threshold.
    ...[0, STICKY_THRESHOLD_PX, STICKY_THRESHOLD_PX + 1].map((y) => pageScrolled({ y })),
    ...panels.map((panel) => clickedOutside({ panel })),
    escapePressed(),
    menuToggled(),
    socialToggled(),
    languageMenuToggled(),
    ...carouselIds.flatMap((carousel) => [
      ...Array.from({ length: slideCountOf(carousel) }, (_, index) =>
        slideChanged({ carousel, index }),
      ),
      slideChanged({ carousel, index: slideCountOf(carousel) }),
    ]),
    slideChanged({ carousel: 'no-such-carousel', index: 0 }),
    ...languages.map((lng) => languageChosen({ lng })),
    languageChosen({ lng: 'de' }),
  ];
}
