import { clinic, mailtoUrl, whatsappChatUrl } from './clinic';

export type SocialId = 'facebook' | 'whatsapp' | 'email' | 'instagram' | 'linkedin';

export interface SocialLink {
  id: SocialId;
  href: string;
}

/** The header's social links, in the spec's order (spec §2). */
export const headerSocialLinks: readonly SocialLink[] = [
  { id: 'facebook', href: clinic.social.facebook },
  { id: 'whatsapp', href: whatsappChatUrl },
  { id: 'email', href: mailtoUrl },
  { id: 'instagram', href: clinic.social.instagram },
  { id: 'linkedin', href: clinic.social.linkedin },
];

/** The footer's three social networks (the e-mail link stands apart there). */
export const footerSocialLinks: readonly SocialLink[] = [
  { id: 'facebook', href: clinic.social.facebook },
  { id: 'instagram', href: clinic.social.instagram },
  { id: 'linkedin', href: clinic.social.linkedin },
];
