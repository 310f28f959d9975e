import { settingsForWidth } from '../src/components/carouselProps';
import { categoryCarouselSettings } from '../src/features/home/carouselSettings';
import {
  fewTreatmentsSettings,
  manyTreatmentsSettings,
} from '../src/features/services/carouselSettings';

describe('carousel settings by viewport width (spec §9)', () => {
  // prettier-ignore
  it.each([
    ['home', categoryCarouselSettings, 1440, { slidesToShow: 3, slidesToScroll: 2, speed: 700, infinite: true, dots: false }],
    ['home', categoryCarouselSettings, 991, { slidesToShow: 2, slidesToScroll: 1, dots: true }],
    ['home', categoryCarouselSettings, 768, { slidesToShow: 2, slidesToScroll: 1, dots: true }],
    ['home', categoryCarouselSettings, 767, { slidesToShow: 1, dots: true }],
    ['home', categoryCarouselSettings, 360, { slidesToShow: 1, dots: true }],
    ['more than 3', manyTreatmentsSettings, 1440, { slidesToShow: 4, slidesToScroll: 3, speed: 500, infinite: true, dots: false }],
    ['more than 3', manyTreatmentsSettings, 1300, { slidesToShow: 3, slidesToScroll: 2, dots: true }],
    ['more than 3', manyTreatmentsSettings, 767, { slidesToShow: 2, slidesToScroll: 1, dots: true }],
    ['more than 3', manyTreatmentsSettings, 520, { slidesToShow: 1, slidesToScroll: 1, dots: false }],
    ['3 or fewer', fewTreatmentsSettings, 1440, { slidesToShow: 3, slidesToScroll: 2 }],
    ['3 or fewer', fewTreatmentsSettings, 767, { slidesToShow: 2, slidesToScroll: 1, dots: true }],
    ['3 or fewer', fewTreatmentsSettings, 360, { slidesToShow: 1, slidesToScroll: 1 }],
  ] as const)('%s carousel at %i px', (_name, settings, width, expected) => {
    expect(settingsForWidth(settings, width)).toMatchObject(expected);
  });

  it('before mount (no width known) renders the desktop settings', () => {
    expect(settingsForWidth(manyTreatmentsSettings, null)).toMatchObject({ slidesToShow: 4 });
    expect(settingsForWidth(manyTreatmentsSettings, null)).not.toHaveProperty('responsive');
  });
});
