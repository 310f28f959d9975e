import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { clickedOutside, socialToggled } from '../../app/events';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { panelTriggerId } from '../../app/panelTriggerIds';
import { SocialLink } from '../../components/SocialLink';
import { ShareIcon } from '../../components/icons';
import { PanelToggleButton } from '../../components/PanelToggleButton';
import { headerSocialLinks } from '../../content/social';
import { useClickOutside } from '../../lib/useClickOutside';
import { selectSocialOpen } from './uiPanelsSlice';

/**
 * The social icon toggle and its panel: Facebook, WhatsApp chat, e-mail, Instagram, LinkedIn.
 * Escape closes it through the layout (useEscapeKey), like every panel.
 */
export function SocialPanel() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectSocialOpen);
  const wrapper = useRef<HTMLDivElement>(null);
  useClickOutside([wrapper], open, () => dispatch(clickedOutside({ panel: 'social' })));

  return (
    <div className="social" ref={wrapper}>
      <PanelToggleButton
        id={panelTriggerId.social}
        expanded={open}
        controls="social-panel"
        event={socialToggled()}
        label={t('header.socialToggle')}
        icon={<ShareIcon />}
      />
      <ul
        id="social-panel"
        className="social-panel"
        hidden={!open}
        aria-label={t('header.socialToggle')}
      >
        {headerSocialLinks.map((link) => (
          <li key={link.id}>
            <SocialLink id={link.id} href={link.href} />
          </li>
        ))}
      </ul>
    </div>
  );
}
