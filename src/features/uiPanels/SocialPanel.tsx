import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { clickedOutside, socialToggled } from '../../state/events';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { panelTriggerId } from '../../state/react/panelTriggerIds';
import { SocialLink } from '../../components/SocialLink';
import { ShareIcon } from '../../components/icons';
import { PanelDisclosure } from '../../components/PanelDisclosure';
import { headerSocialLinks } from '../../content/social';
import { useClickOutside } from '../../lib/useClickOutside';
import { selectSocialOpen } from '../../state/uiPanels/uiPanelsSlice';

/**
 * The social icon toggle and its panel: Facebook, WhatsApp chat, e-mail, Instagram, LinkedIn.
 * A native disclosure, so it opens without JavaScript too; with JavaScript its open state is
 * the store's. Escape closes it through the layout (useEscapeKey), like every panel.
 */
export function SocialPanel() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectSocialOpen);
  const details = useRef<HTMLDetailsElement>(null);
  useClickOutside([details], open, () => dispatch(clickedOutside({ panel: 'social' })));

  return (
    <PanelDisclosure
      ref={details}
      className="social"
      open={open}
      onToggled={() => dispatch(socialToggled())}
      summaryId={panelTriggerId.social}
      label={t('header.socialToggle')}
      icon={<ShareIcon />}
    >
      <ul id="social-panel" className="social-panel" aria-label={t('header.socialToggle')}>
        {headerSocialLinks.map((link) => (
          <li key={link.id}>
            <SocialLink link={link} />
          </li>
        ))}
      </ul>
    </PanelDisclosure>
  );
}
