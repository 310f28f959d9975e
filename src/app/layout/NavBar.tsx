import { useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogue, doctorSlugs } from '../../content/catalogue';
import { EventLink } from '../../state/react/EventLink';
import { titledLink } from '../../components/titledLink';
import { ChevronIcon } from '../../components/icons';
import { withMarks } from '../../components/SampleMark';
import { selectCurrentNavIndex } from '../../state/navigation/navigationSlice';
import {
  selectMenuOpen,
  selectOpenSubmenu,
  type Submenu,
} from '../../state/uiPanels/uiPanelsSlice';
import { useClickOutside } from '../../lib/useClickOutside';
import { useHydrated } from '../../lib/useHydrated';
import { navIndex, pathOf, type NavIndex } from '../../state/address';
import { categoryOpened, clickedOutside, doctorChosen, navItemClicked } from '../../state/events';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { panelTriggerId } from '../../state/react/panelTriggerIds';
import { selectLanguage } from '../../state/selectors';

interface NavBarProps {
  /** The phone menu's button (open and close): not "outside" the menu. */
  menuButton: RefObject<HTMLElement | null>;
}

/** The navbar: Home, Service (mega menu), Meet Us (doctors), Contact Us. On phones, the menu drawer. */
export function NavBar({ menuButton }: NavBarProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const currentIndex = useAppSelector(selectCurrentNavIndex);
  const menuOpen = useAppSelector(selectMenuOpen);
  // The drawer once the app runs; a menu opened before (its button is a native disclosure)
  // shows as a list under the header until then, so hydrating meets the prerendered class.
  const drawerOpen = useHydrated() && menuOpen;
  const submenu = useAppSelector(selectOpenSubmenu);
  const language = useAppSelector(selectLanguage);
  const navRef = useRef<HTMLElement>(null);

  useClickOutside([navRef], submenu !== null, () => dispatch(clickedOutside({ panel: 'submenu' })));
  useClickOutside([navRef, menuButton], menuOpen, () =>
    dispatch(clickedOutside({ panel: 'menu' })),
  );

  const current = (index: NavIndex) => (currentIndex === index ? 'page' : undefined);

  return (
    <nav
      id="site-nav"
      ref={navRef}
      className={drawerOpen ? 'navbar is-open' : 'navbar'}
      aria-label={t('header.mainNavigation')}
    >
      <div className="container navbar-inner">
        <ul className="nav-list">
          <li>
            <NavItemLink index={navIndex.home} current={current(navIndex.home)}>
              {t('Home')}
            </NavItemLink>
          </li>
          <li className="has-submenu">
            <SubmenuTrigger
              submenu="service"
              open={submenu === 'service'}
              href={pathOf({ language, page: 'service', category: null })}
              current={current(navIndex.service)}
            >
              {t('Service')}
            </SubmenuTrigger>
            <div id="submenu-service" className="submenu mega-menu" hidden={submenu !== 'service'}>
              <ul aria-label={t('header.servicesMenu')}>
                {catalogue.map((category) => (
                  <li key={category.slug}>
                    <CategoryMenuLink
                      category={category.slug}
                      {...titledLink(
                        `menu-category-${category.slug}`,
                        t(`categories.${category.slug}.title`),
                        t(`categories.${category.slug}.summary`),
                      )}
                    />
                  </li>
                ))}
              </ul>
            </div>
          </li>
          <li className="has-submenu">
            <SubmenuTrigger
              submenu="meet"
              open={submenu === 'meet'}
              href={pathOf({ language, page: 'meet' })}
              current={current(navIndex.meet)}
            >
              {t('MeetUs')}
            </SubmenuTrigger>
            <div id="submenu-meet" className="submenu" hidden={submenu !== 'meet'}>
              <ul aria-label={t('header.doctorsMenu')}>
                {doctorSlugs.map((doctor) => (
                  <li key={doctor}>
                    <EventLink
                      event={doctorChosen({ doctor })}
                      {...titledLink(
                        `menu-doctor-${doctor}`,
                        withMarks(t(`doctors.${doctor}.name`)),
                        t(`doctors.${doctor}.title`),
                      )}
                    />
                  </li>
                ))}
              </ul>
            </div>
          </li>
          <li>
            <NavItemLink index={navIndex.contact} current={current(navIndex.contact)}>
              {t('ContactUs')}
            </NavItemLink>
          </li>
        </ul>
      </div>
    </nav>
  );
}

interface NavItemLinkProps {
  index: NavIndex;
  current: 'page' | undefined;
  children: ReactNode;
}

/** Home and Contact Us: a link to their page. */
function NavItemLink({ index, current, children }: NavItemLinkProps) {
  return (
    <EventLink className="nav-link" event={navItemClicked({ index })} aria-current={current}>
      {children}
    </EventLink>
  );
}

interface SubmenuTriggerProps {
  submenu: Submenu;
  open: boolean;
  href: string;
  current: 'page' | undefined;
  children: ReactNode;
}

/**
 * Service and Meet Us: a link to their page (so it works without JavaScript, and opens in a
 * new tab) that, with JavaScript, opens its submenu instead (spec §4: they keep the index).
 */
function SubmenuTrigger({ submenu, open, href, current, children }: SubmenuTriggerProps) {
  const dispatch = useAppDispatch();
  const toggle = () =>
    dispatch(navItemClicked({ index: submenu === 'service' ? navIndex.service : navIndex.meet }));
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    toggle();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    // A link answers Enter by itself; as a button it must answer Space too.
    if (event.key === ' ') {
      event.preventDefault();
      toggle();
    }
  };
  return (
    <a
      id={panelTriggerId[submenu]}
      href={href}
      role="button"
      className="nav-link submenu-trigger"
      aria-expanded={open}
      aria-controls={`submenu-${submenu}`}
      aria-current={current}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {children}
      <ChevronIcon />
    </a>
  );
}

function CategoryMenuLink({
  category,
  ...rest
}: {
  category: (typeof catalogue)[number]['slug'];
} & ReturnType<typeof titledLink>) {
  return <EventLink event={categoryOpened({ category })} {...rest} />;
}
