import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { clinic, clinicPhone } from '../../content/clinic';
import { EventLink } from '../../state/react/EventLink';
import { CloseIcon, MenuIcon, PhoneIcon } from '../../components/icons';
import { PanelDisclosure } from '../../components/PanelDisclosure';
import { PhoneLink } from '../../components/PhoneLink';
import { useHydrated } from '../../lib/useHydrated';
import { selectNavbarSticky } from '../../state/navigation/navigationSlice';
import { LanguageSwitcher } from '../../features/locale/LanguageSwitcher';
import { SocialPanel } from '../../features/uiPanels/SocialPanel';
import { navIndex } from '../../state/address';
import { menuToggled, navItemClicked } from '../../state/events';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { NavBar } from './NavBar';
import { panelTriggerId } from '../../state/react/panelTriggerIds';
import { selectMenuOpen } from '../../state/uiPanels/uiPanelsSlice';

export function Header() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const sticky = useAppSelector(selectNavbarSticky);
  const menuOpen = useAppSelector(selectMenuOpen);
  // The menu is the app's drawer once hydrated (NavBar.tsx): its button then stays above it.
  const drawerOpen = useHydrated() && menuOpen;
  const menuButton = useRef<HTMLElement>(null);
  const menuToggleClass = ['menu-toggle', sticky && 'is-sticky', drawerOpen && 'is-drawer-open']
    .filter(Boolean)
    .join(' ');

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      <div className="topbar container">
        <EventLink className="brand" event={navItemClicked({ index: navIndex.home })}>
          <img src="/images/logo.svg" alt="" width="40" height="40" />
          <span className="brand-text">
            <span className="brand-name" lang="en">
              {clinic.name}
            </span>
            <span className="brand-type">{t('hospital_type')}</span>
          </span>
        </EventLink>
        <div className="topbar-actions">
          <PhoneLink className="call-now" number={clinicPhone} unconfirmed={null}>
            <PhoneIcon />
            <span className="call-now-label off-screen-when-narrow">
              {t('header.callNow')}
            </span>{' '}
            <span className="call-now-number off-screen-when-narrow">{clinicPhone.display}</span>
          </PhoneLink>
          <LanguageSwitcher />
          <SocialPanel />
        </div>
      </div>
      {/* The phone's menu button, just before the menu it opens (Header.css places it on the
          brand's row); on a phone it is the bar that sticks. One button opens and closes the
          menu: its name stays "Menu", its expanded state says whether the menu is open, its
          icon turns from ☰ to ✕, and it stays on the screen above the open drawer, so the
          focus on it is never hidden (WCAG 2.2 2.4.11; docs/menus.md). */}
      <PanelDisclosure
        className={menuToggleClass}
        open={menuOpen}
        onToggled={() => dispatch(menuToggled())}
        summaryId={panelTriggerId.menu}
        summaryRef={menuButton}
        controls="site-nav"
        label={t('header.menu')}
        icon={
          <>
            <MenuIcon className="menu-toggle-icon-closed" />
            <CloseIcon className="menu-toggle-icon-open" />
          </>
        }
      />
      <div className={sticky ? 'navbar-slot is-sticky' : 'navbar-slot'}>
        <NavBar menuButton={menuButton} />
      </div>
    </header>
  );
}
