import type { CarouselSettings } from '../../components/carouselProps';

/** Spec §9: the treatments carousel when a list has more than 3 treatments. */
export const manyTreatmentsSettings: CarouselSettings = {
  slidesToShow: 4,
  slidesToScroll: 3,
  speed: 500,
  infinite: true,
  dots: false,
  responsive: [
    { breakpoint: 1300, settings: { slidesToShow: 3, slidesToScroll: 2, dots: true } },
    { breakpoint: 767, settings: { slidesToShow: 2, slidesToScroll: 1, dots: true } },
    { breakpoint: 520, settings: { slidesToShow: 1, slidesToScroll: 1, dots: false } },
  ],
};

/** Spec §9: the treatments carousel when a list has 2 or 3 treatments. */
export const fewTreatmentsSettings: CarouselSettings = {
  slidesToShow: 3,
  slidesToScroll: 2,
  speed: 500,
  infinite: true,
  dots: false,
  responsive: [
    { breakpoint: 767, settings: { slidesToShow: 2, slidesToScroll: 1, dots: true } },
    { breakpoint: 520, settings: { slidesToShow: 1, slidesToScroll: 1 } },
  ],
};

/** Spec §3: Dental treatment's list of treatments is shown in two columns, split here. */
export const DENTAL_LIST_SPLIT = 7;

export type TreatmentListLayout = 'single-card' | 'few' | 'three' | 'many';

/** How a list of treatments is shown: one card alone, or a carousel (spec §2, §9). */
export function treatmentListLayout(count: number): TreatmentListLayout {
  if (count <= 1) return 'single-card';
  if (count === 3) return 'three';
  return count > 3 ? 'many' : 'few';
}

/** The two columns of a treatment list: the first `split` items, then the rest. */
export function splitColumns<T>(items: readonly T[], split: number): [T[], T[]] {
  return [items.slice(0, split), items.slice(split)];
}
