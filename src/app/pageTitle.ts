/**
 * A page's title and name from the words it shows: the head's <title> (pageHead.ts) and what the
 * page tools send (layout/PageTools.tsx). Kept apart from pageHead.ts, whose structured data the
 * first page does not load, so that the layout can name the page it shows.
 */
import type { TFunction } from 'i18next';
import type { Address } from '../state/address';
import { doctorSlugs } from '../content/catalogue';
import { withoutMarks } from '../content/sampleMarks';
import { pageTitles } from '../content/titles';
import { peekText, textsShownOn, type TextOf } from '../content/texts';
import type {
  AnyCategoryCards,
  DoctorsText,
  HomeText,
  Reviewed,
  TreatmentText,
} from '../content/types';

/** The words a page's head is written from: what the page itself shows. */
export interface PageTexts {
  home?: Reviewed<HomeText>;
  doctors?: { [D in keyof DoctorsText]: Reviewed<DoctorsText[D]> };
  category?: Reviewed<AnyCategoryCards>;
  treatment?: Reviewed<TreatmentText>;
  /** The privacy notice's or the accessibility statement's words, whichever page it is. */
  statement?: TextOf<'statements/privacy'> | TextOf<'statements/accessibility'>;
  urgent?: TextOf<'urgent'>;
  fees?: TextOf<'fees'>;
  visit?: TextOf<'visit'>;
  az?: TextOf<'a-z'>;
}

/**
 * The words the page at `address` shows (`textsShownOn`) that are loaded already: all of them
 * once the page is on screen (boot.tsx and the router's loader load them before it is drawn).
 */
export function loadedPageTexts(address: Address): PageTexts {
  const { language, category, treatment } = address;
  const shown = textsShownOn(address);
  const peek = <K extends Parameters<typeof peekText>[1]>(key: K) =>
    shown.includes(key) ? peekText(language, key) : undefined;
  return {
    home: peek('home'),
    doctors: peek('doctors'),
    category: category ? peek(`services/${category}`) : undefined,
    treatment: treatment ? peek(`treatments/${treatment}`) : undefined,
    statement: peek('statements/privacy') ?? peek('statements/accessibility'),
    urgent: peek('urgent'),
    fees: peek('fees'),
    visit: peek('visit'),
    az: peek('a-z'),
  };
}

/**
 * What the page at `address` is called on its own ("Dental implants", the doctor's name, "Fees"),
 * without the site's name; undefined when its words are not at hand.
 */
export function pageName(address: Address, texts: PageTexts, t: TFunction): string | undefined {
  const name = ((): string | undefined => {
    switch (address.page) {
      case 'home':
        return texts.home?.welcome.headline;
      case 'service':
        return address.treatment ? texts.treatment?.name : texts.category?.title;
      case 'meet':
        return texts.doctors?.[address.doctor ?? doctorSlugs[0]].name;
      case 'contact':
        return t('ContactUs');
      case 'urgent':
        return texts.urgent?.title;
      case 'privacy':
      case 'accessibility':
        return texts.statement?.title;
      case 'fees':
        return texts.fees?.page.title;
      case 'a-z':
        return texts.az?.title;
      case 'visit':
        return texts.visit?.title;
    }
  })();
  return name === undefined ? undefined : withoutMarks(name);
}

/**
 * The title of the page at `address`, as its <title> says it (content/titles.ts); undefined
 * when its words are not at hand.
 */
export function pageTitle(address: Address, texts: PageTexts, t: TFunction): string | undefined {
  const name = pageName(address, texts, t);
  if (name === undefined) return undefined;
  const title = ((): string | undefined => {
    switch (address.page) {
      case 'home':
        return pageTitles.home(name);
      case 'service': {
        if (!address.treatment) return pageTitles.category(name);
        const categoryTitle = texts.category?.title;
        return categoryTitle === undefined ? undefined : pageTitles.treatment(name, categoryTitle);
      }
      case 'meet': {
        const doctor = texts.doctors?.[address.doctor ?? doctorSlugs[0]];
        return doctor && pageTitles.doctor(name, doctor.title);
      }
      case 'contact':
        return pageTitles.contact(name);
      default:
        return pageTitles.outsideNavbar(name);
    }
  })();
  return title === undefined ? undefined : withoutMarks(title);
}
