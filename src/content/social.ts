import { addressesToConfirm, clinic, mailtoUrl, whatsappChatUrl } from './clinic';

export type SocialId = 'facebook' | 'whatsapp' | 'email' | 'instagram' | 'linkedin';

export interface SocialLink {
  id: SocialId;
  href: string;
  /** The fact the address is, while it is a sample: it is then shown marked, not linked. */
  sample?: keyof typeof addressesToConfirm;
}

const link = (id: SocialId, href: string, fact: keyof typeof addressesToConfirm): SocialLink => ({
  id,
  href,
  ...(addressesToConfirm[fact] && { sample: fact }),
});

/** The header's social links, in the spec's order (spec §2). */
export const headerSocialLinks: readonly SocialLink[] = [
  link('facebook', clinic.social.facebook, 'social'),
  link('whatsapp', whatsappChatUrl, 'whatsapp'),
  link('email', mailtoUrl, 'email'),
  link('instagram', clinic.social.instagram, 'social'),
  link('linkedin', clinic.social.linkedin, 'social'),
];

/** The footer's three social networks (the e-mail link stands apart there). */
export const footerSocialLinks: readonly SocialLink[] = [
  link('facebook', clinic.social.facebook, 'social'),
  link('instagram', clinic.social.instagram, 'social'),
  link('linkedin', clinic.social.linkedin, 'social'),
];

/** The footer's WhatsApp chat. */
export const whatsappLink = link('whatsapp', whatsappChatUrl, 'whatsapp');
