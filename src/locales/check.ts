/**
 * Type-only: the type check holds every language's files to the English ones. A key missing
 * from a translation, or a key English does not have, fails `npm run typecheck` with the path
 * of the key. Lists may differ in length (the content tests compare them); their items must
 * still fit the English items. The English files are in turn held to the content model.
 */
import type { CategorySlug } from '../content/catalogue';
import type {
  CategoryText,
  DoctorsText,
  HomeText,
  SituationText,
  StatementsText,
  UrgentText,
} from '../content/types';
import type { SituationId } from '../content/urgentCare';
import type { UiStrings } from '../content/types';

import type chDoctors from './ch/doctors.json';
import type chHome from './ch/home.json';
import type chStatements from './ch/statements.json';
import type chUrgent from './ch/urgent.json';
import type chVisit from './ch/visit.json';
import type chCosmetics from './ch/services/cosmetics.json';
import type chDental from './ch/services/dental-treatment.json';
import type chImplants from './ch/services/implants-and-oral-surgery.json';
import type chMaxillofacial from './ch/services/maxillofacial-surgery.json';
import type chSkinAndHair from './ch/services/skin-and-hair.json';
import type chUi from './ch/ui.json';
import type enDoctors from './en/doctors.json';
import type enHome from './en/home.json';
import type enStatements from './en/statements.json';
import type enUrgent from './en/urgent.json';
import type enVisit from './en/visit.json';
import type enCosmetics from './en/services/cosmetics.json';
import type enDental from './en/services/dental-treatment.json';
import type enImplants from './en/services/implants-and-oral-surgery.json';
import type enMaxillofacial from './en/services/maxillofacial-surgery.json';
import type enSkinAndHair from './en/services/skin-and-hair.json';
import type frDoctors from './fr/doctors.json';
import type frHome from './fr/home.json';
import type frStatements from './fr/statements.json';
import type frUrgent from './fr/urgent.json';
import type frVisit from './fr/visit.json';
import type frCosmetics from './fr/services/cosmetics.json';
import type frDental from './fr/services/dental-treatment.json';
import type frImplants from './fr/services/implants-and-oral-surgery.json';
import type frMaxillofacial from './fr/services/maxillofacial-surgery.json';
import type frSkinAndHair from './fr/services/skin-and-hair.json';
import type frUi from './fr/ui.json';
import type hiDoctors from './hi/doctors.json';
import type hiHome from './hi/home.json';
import type hiStatements from './hi/statements.json';
import type hiUrgent from './hi/urgent.json';
import type hiVisit from './hi/visit.json';
import type hiCosmetics from './hi/services/cosmetics.json';
import type hiDental from './hi/services/dental-treatment.json';
import type hiImplants from './hi/services/implants-and-oral-surgery.json';
import type hiMaxillofacial from './hi/services/maxillofacial-surgery.json';
import type hiSkinAndHair from './hi/services/skin-and-hair.json';
import type hiUi from './hi/ui.json';
import type ruDoctors from './ru/doctors.json';
import type ruHome from './ru/home.json';
import type ruStatements from './ru/statements.json';
import type ruUrgent from './ru/urgent.json';
import type ruVisit from './ru/visit.json';
import type ruCosmetics from './ru/services/cosmetics.json';
import type ruDental from './ru/services/dental-treatment.json';
import type ruImplants from './ru/services/implants-and-oral-surgery.json';
import type ruMaxillofacial from './ru/services/maxillofacial-surgery.json';
import type ruSkinAndHair from './ru/services/skin-and-hair.json';
import type ruUi from './ru/ui.json';

/**
 * What `Translation` must be to match `English`: every English key, each matched in turn, and
 * `never` for any key English lacks. A list only has to fit the English list's items.
 */
type Exact<English, Translation> = English extends readonly unknown[]
  ? English
  : English extends object
    ? {
        [K in keyof English | keyof Translation]: K extends keyof English
          ? K extends keyof Translation
            ? Exact<English[K], Translation[K]>
            : English[K]
          : never;
      }
    : English;

/** `Translation`, if it has exactly the keys of `English` (else a type error naming the key). */
export type Matching<English, Translation extends Exact<English, Translation>> = Translation;

/** `Text`, if it fits the content model `Model`. */
type Fitting<Model, Text extends Model> = Text;

interface Files<
  Ui,
  Home,
  Doctors,
  Statements,
  Urgent,
  Dental,
  Implants,
  Maxillofacial,
  Cosmetics,
  SkinAndHair,
> {
  ui: Ui;
  home: Home;
  doctors: Doctors;
  statements: Statements;
  urgent: Urgent;
  'services/dental-treatment': Dental;
  'services/implants-and-oral-surgery': Implants;
  'services/maxillofacial-surgery': Maxillofacial;
  'services/cosmetics': Cosmetics;
  'services/skin-and-hair': SkinAndHair;
}

type English = Files<
  Fitting<UiStrings, UiStrings>,
  Fitting<HomeText, typeof enHome>,
  Fitting<DoctorsText, typeof enDoctors>,
  Fitting<StatementsText, typeof enStatements>,
  Fitting<UrgentText & { situations: Record<SituationId, SituationText> }, typeof enUrgent>,
  Fitting<CategoryText<'dental-treatment'>, typeof enDental>,
  Fitting<CategoryText<'implants-and-oral-surgery'>, typeof enImplants>,
  Fitting<CategoryText<'maxillofacial-surgery'>, typeof enMaxillofacial>,
  Fitting<CategoryText<'cosmetics'>, typeof enCosmetics>,
  Fitting<CategoryText<'skin-and-hair'>, typeof enSkinAndHair>
>;

/** Each language's files, checked against English. Exported only so the check is not unused. */
export type CheckedLocales = [
  Matching<
    English,
    Files<
      typeof hiUi,
      typeof hiHome,
      typeof hiDoctors,
      typeof hiStatements,
      typeof hiUrgent,
      typeof hiDental,
      typeof hiImplants,
      typeof hiMaxillofacial,
      typeof hiCosmetics,
      typeof hiSkinAndHair
    >
  >,
  Matching<
    English,
    Files<
      typeof ruUi,
      typeof ruHome,
      typeof ruDoctors,
      typeof ruStatements,
      typeof ruUrgent,
      typeof ruDental,
      typeof ruImplants,
      typeof ruMaxillofacial,
      typeof ruCosmetics,
      typeof ruSkinAndHair
    >
  >,
  Matching<
    English,
    Files<
      typeof frUi,
      typeof frHome,
      typeof frDoctors,
      typeof frStatements,
      typeof frUrgent,
      typeof frDental,
      typeof frImplants,
      typeof frMaxillofacial,
      typeof frCosmetics,
      typeof frSkinAndHair
    >
  >,
  Matching<
    English,
    Files<
      typeof chUi,
      typeof chHome,
      typeof chDoctors,
      typeof chStatements,
      typeof chUrgent,
      typeof chDental,
      typeof chImplants,
      typeof chMaxillofacial,
      typeof chCosmetics,
      typeof chSkinAndHair
    >
  >,
];

/** Every category's file is checked above: adding a category to the catalogue fails here. */
export type CheckedCategories = Fitting<
  | 'dental-treatment'
  | 'implants-and-oral-surgery'
  | 'maxillofacial-surgery'
  | 'cosmetics'
  | 'skin-and-hair',
  CategorySlug
>;

/** "Your visit" in each language, held to the English keys. */
export type CheckedVisit = [
  Matching<typeof enVisit, typeof hiVisit>,
  Matching<typeof enVisit, typeof ruVisit>,
  Matching<typeof enVisit, typeof frVisit>,
  Matching<typeof enVisit, typeof chVisit>,
];
