import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { clinic, telUrl } from '../../content/clinic';
import { EventLink } from '../../components/EventLink';
import { MenuIcon, PhoneIcon } from '../../components/icons';
import { PanelToggleButton } from '../../components/PanelToggleButton';
import { selectNavbarSticky } from '../../features/navigation/navigationSlice';
import { LanguageSwitcher } from '../../features/locale/LanguageSwitcher';
import { SocialPanel } from '../../features/uiPanels/SocialPanel';
import { navIndex } from '../address';
import { menuToggled, navItemClicked } from '../events';
import { useAppSelector } from '../hooks';
import { NavBar } from './NavBar';
import { panelTriggerId } from '../panelTriggerIds';
import { selectMenuOpen } from '../../features/uiPanels/uiPanelsSlice';

export function Header() {
  const { t } = useTranslation();
  const sticky = useAppSelector(selectNavbarSticky);
  const menuOpen = useAppSelector(selectMenuOpen);
  const openButton = useRef<HTMLButtonElement>(null);

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      <div className="topbar container">
        <EventLink className="brand" event={navItemClicked({ index: navIndex.home })}>
          <img src="/images/logo.svg" alt="" width="40" height="40" />
          <span className="brand-text">
            <span className="brand-name">{clinic.name}</span>
            <span className="brand-type">{t('hospital_type')}</span>
          </span>
        </EventLink>
        <PanelToggleButton
          ref={openButton}
          id={panelTriggerId.menu}
          className="menu-open"
          expanded={menuOpen}
          controls="site-nav"
          event={menuToggled()}
          label={t('header.openMenu')}
          icon={<MenuIcon />}
        />
        <div className="topbar-actions">
          <a className="call-now" href={telUrl}>
            <PhoneIcon />
            <span className="call-now-label off-screen-when-narrow">
              {t('header.callNow')}
            </span>{' '}
            <span className="call-now-number off-screen-when-narrow">{clinic.phone.display}</span>
          </a>
          <LanguageSwitcher />
          <SocialPanel />
        </div>
      </div>
      <div className={sticky ? 'navbar-slot is-sticky' : 'navbar-slot'}>
        <NavBar menuButton={openButton} />
      </div>
    </header>
  );
}
