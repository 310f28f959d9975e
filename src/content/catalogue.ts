/**
 * The language-neutral structure of the site's content: which categories, treatments
 * and doctors exist, in what order, how treatments are grouped, and their images.
 * Slugs are stable, URL-safe English and never change with the language.
 * The words live in `src/locales/<lng>/`.
 */

export const catalogue = [
  {
    slug: 'dental-treatment',
    groups: [
      {
        slug: null,
        treatments: [
          'fillings-and-root-canals',
          'braces-and-aligners',
          'crowns-and-bridges',
          'dentures',
          'cleaning-and-gum-disease',
          'childrens-dentistry',
          'dental-x-rays',
          'cosmetic-dentistry',
          'veneers',
          'teeth-whitening',
          'tooth-jewellery',
        ],
      },
    ],
  },
  {
    slug: 'implants-and-oral-surgery',
    groups: [
      {
        slug: 'dental-implants',
        treatments: [
          'dental-implants',
          'implant-supported-dentures',
          'zygomatic-implants',
          'bone-grafting',
          'sinus-lift',
        ],
      },
      {
        slug: 'oral-surgery',
        treatments: ['tooth-extraction', 'wisdom-teeth', 'minor-oral-surgery'],
      },
    ],
  },
  {
    slug: 'maxillofacial-surgery',
    groups: [
      {
        slug: null,
        treatments: [
          'facial-trauma',
          'tmj-disorders',
          'oral-cancer',
          'cysts-and-tumours',
          'corrective-jaw-surgery',
          'chronic-facial-pain',
          'facial-nerve-problems',
        ],
      },
    ],
  },
  {
    slug: 'cosmetics',
    groups: [
      {
        slug: null,
        treatments: [
          'botox',
          'dermal-fillers',
          'wrinkle-treatment',
          'scar-revision',
          'dimpleplasty',
          'lobuloplasty',
          'blepharoplasty',
          'brow-lift',
          'rhinoplasty',
        ],
      },
    ],
  },
  {
    slug: 'skin-and-hair',
    groups: [
      {
        slug: 'skin',
        treatments: [
          'chemical-peels',
          'microdermabrasion',
          'hydrafacial',
          'microneedling',
          'face-prp',
          'mole-skin-tag-and-wart-removal',
        ],
      },
      {
        slug: 'lips-and-brows',
        treatments: ['lip-lightening', 'lip-colour', 'microblading'],
      },
      { slug: 'hair', treatments: ['hair-prp'] },
    ],
  },
] as const;

export const doctorSlugs = ['oral-maxillofacial-surgeon', 'associate-dentist'] as const;

/** Every clinician of the clinic: the two doctors with a page each, and the visiting consultants. */
export const clinicianSlugs = [
  ...doctorSlugs,
  'visiting-dermatologist',
  'visiting-psychiatrist',
] as const;

type Catalogue = typeof catalogue;
export type CategoryEntry = Catalogue[number];
export type CategorySlug = CategoryEntry['slug'];
type CategoryOf<C extends CategorySlug> = Extract<CategoryEntry, { slug: C }>;
export type TreatmentSlugOf<C extends CategorySlug> =
  CategoryOf<C>['groups'][number]['treatments'][number];
export type GroupSlugOf<C extends CategorySlug> = NonNullable<
  CategoryOf<C>['groups'][number]['slug']
>;
export type TreatmentSlug = TreatmentSlugOf<CategorySlug>;
export type GroupSlug = GroupSlugOf<CategorySlug>;
export type DoctorSlug = (typeof doctorSlugs)[number];
export type ClinicianSlug = (typeof clinicianSlugs)[number];

export const categorySlugs: readonly CategorySlug[] = catalogue.map((category) => category.slug);

/** Treatments of a category in display order, groups flattened. */
export function treatmentsOf(category: CategorySlug): readonly TreatmentSlug[] {
  const entry = catalogue.find((candidate) => candidate.slug === category);
  return entry ? entry.groups.flatMap((group) => group.treatments) : [];
}

const categoryByTreatment = new Map<string, CategorySlug>(
  catalogue.flatMap((category) =>
    category.groups.flatMap((group) =>
      group.treatments.map((treatment) => [treatment, category.slug] as const),
    ),
  ),
);

export const treatmentSlugs: readonly TreatmentSlug[] = catalogue.flatMap((category) =>
  category.groups.flatMap((group) => group.treatments),
);

/** The category a treatment belongs to, or undefined for an unknown slug. */
export function categoryOfTreatment(treatment: string): CategorySlug | undefined {
  return categoryByTreatment.get(treatment);
}

export function isCategorySlug(value: unknown): value is CategorySlug {
  return typeof value === 'string' && (categorySlugs as readonly string[]).includes(value);
}

export function isTreatmentSlug(value: unknown): value is TreatmentSlug {
  return typeof value === 'string' && categoryByTreatment.has(value);
}

export function isDoctorSlug(value: unknown): value is DoctorSlug {
  return typeof value === 'string' && (doctorSlugs as readonly string[]).includes(value);
}

export function isClinicianSlug(value: unknown): value is ClinicianSlug {
  return typeof value === 'string' && (clinicianSlugs as readonly string[]).includes(value);
}

/** Image paths, under `public/`. The clinic replaces them by dropping in files of the same name. */
export const categoryImage = (category: CategorySlug): string =>
  `/images/categories/${category}.svg`;
export const treatmentImage = (treatment: TreatmentSlug): string =>
  `/images/treatments/${treatment}.svg`;
export const doctorImage = (doctor: DoctorSlug): string => `/images/doctors/${doctor}.svg`;

/**
 * The carousels, each with its own slide position in the store: the home page's categories,
 * and on the service page each group of treatments that has more than one (a group of one is
 * a single card). A group is named by its slug, or by its category's when the category has
 * one unnamed group.
 */
export type CarouselId = 'categories' | CategorySlug | GroupSlug;

const carouselSlides = new Map<string, readonly string[]>([
  ['categories', categorySlugs],
  ...catalogue.flatMap((category) =>
    category.groups
      .filter((group) => group.treatments.length > 1)
      .map((group) => [group.slug ?? category.slug, group.treatments] as const),
  ),
]);

export const carouselIds = [...carouselSlides.keys()] as CarouselId[];

export function isCarouselId(value: unknown): value is CarouselId {
  return typeof value === 'string' && carouselSlides.has(value);
}

/** How many slides a carousel has. */
export function slideCountOf(carousel: CarouselId): number {
  return carouselSlides.get(carousel)?.length ?? 0;
}

/** The carousel a treatment's card is in and its slide there; undefined for a single card. */
export function slideOfTreatment(
  treatment: TreatmentSlug,
): { carousel: CarouselId; index: number } | undefined {
  for (const [carousel, slides] of carouselSlides) {
    const index = slides.indexOf(treatment);
    if (index >= 0 && carousel !== 'categories') return { carousel: carousel as CarouselId, index };
  }
  return undefined;
}
