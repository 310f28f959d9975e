import type { CarouselSettings } from '../../components/carouselProps';

/** The home page's category carousel, as spec §9 sets it. */
export const categoryCarouselSettings: CarouselSettings = {
  slidesToShow: 3,
  slidesToScroll: 2,
  speed: 700,
  infinite: true,
  dots: false,
  responsive: [
    { breakpoint: 991, settings: { slidesToShow: 2, slidesToScroll: 1, dots: true } },
    { breakpoint: 767, settings: { slidesToShow: 1, slidesToScroll: 1, dots: true } },
  ],
};
