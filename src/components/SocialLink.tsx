import { useTranslation } from 'react-i18next';
import type { SocialLink as Link } from '../content/social';
import { SampleMark } from './SampleMark';
import { SocialIcon } from './SocialIcon';

interface SocialLinkProps {
  link: Link;
  /** What the link says; by default the network's name. */
  label?: string;
}

/**
 * A link to one of the clinic's profiles or chats: icon and name, opening in a new tab; an
 * e-mail address opens the visitor's mail program, in no tab. While the address is a sample
 * it reaches no one: the name shows with the sample marker, and no link.
 */
export function SocialLink({ link, label }: SocialLinkProps) {
  const { t } = useTranslation();
  const name = label ?? t(`social.${link.id}`);
  if (link.sample)
    return (
      <span className="sample-address">
        <SocialIcon id={link.id} />
        <span>
          {name}
          <SampleMark path={link.sample} />
        </span>
      </span>
    );
  const content = (
    <>
      <SocialIcon id={link.id} />
      <span>{name}</span>
    </>
  );
  if (link.id === 'email') return <a href={link.href}>{content}</a>;
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {content}
      <span className="visually-hidden"> {t('social.newTab')}</span>
    </a>
  );
}
