import type { SocialId } from '../content/social';
import { FacebookIcon, InstagramIcon, LinkedInIcon, MailIcon, WhatsAppIcon } from './icons';

const icons: Record<SocialId, () => React.JSX.Element> = {
  facebook: FacebookIcon,
  whatsapp: WhatsAppIcon,
  email: MailIcon,
  instagram: InstagramIcon,
  linkedin: LinkedInIcon,
};

export function SocialIcon({ id }: { id: SocialId }) {
  const Icon = icons[id];
  return <Icon />;
}
