import { useTranslation } from 'react-i18next';
import type { SocialId } from '../content/social';
import { SocialIcon } from './SocialIcon';

interface SocialLinkProps {
  id: SocialId;
  href: string;
  /** What the link says; by default the network's name. */
  label?: string;
}

/** A link to one of the clinic's profiles or chats: icon and name, opening in a new tab. */
export function SocialLink({ id, href, label }: SocialLinkProps) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      <SocialIcon id={id} />
      <span>{label ?? t(`social.${id}`)}</span>
      <span className="visually-hidden"> {t('social.newTab')}</span>
    </a>
  );
}
