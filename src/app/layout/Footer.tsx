import { useTranslation } from 'react-i18next';
import { EventLink } from '../../components/EventLink';
import { SocialLink } from '../../components/SocialLink';
import { MailIcon } from '../../components/icons';
import { catalogue, doctorSlugs, type CategorySlug } from '../../content/catalogue';
import { clinic, mailtoUrl, whatsappChatUrl } from '../../content/clinic';
import { footerSocialLinks } from '../../content/social';
import { categoryOpened, doctorChosen } from '../events';
import './Footer.css';

/** Four columns on every page: Our team, Our services, Connect With Us!, Social media. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-team">
          <h2 id="footer-team">{t('footer.ourTeam')}</h2>
          <ul>
            {doctorSlugs.map((doctor) => (
              <li key={doctor}>
                <EventLink event={doctorChosen({ doctor })}>
                  {t(`doctors.${doctor}.name`)}
                </EventLink>
                <span className="footer-sub">{t(`doctors.${doctor}.title`)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-services">
          <h2 id="footer-services">{t('footer.ourServices')}</h2>
          <ul>
            {catalogue.map((category) => (
              <li key={category.slug}>
                <FooterServiceLink category={category.slug} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-connect">
          <h2 id="footer-connect">{t('footer.connect')}</h2>
          <ul>
            <li>
              <SocialLink id="whatsapp" href={whatsappChatUrl} label={t('footer.chatOnWhatsApp')} />
            </li>
            <li className="footer-phone">{clinic.phone.display}</li>
          </ul>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social">{t('footer.socialMedia')}</h2>
          <ul>
            {footerSocialLinks.map((link) => (
              <li key={link.id}>
                <SocialLink id={link.id} href={link.href} />
              </li>
            ))}
            <li>
              <a href={mailtoUrl}>
                <MailIcon />
                <span>{clinic.email}</span>
              </a>
            </li>
          </ul>
        </section>
      </div>
      <div className="container footer-bottom">
        <p>{t('footer.medicalNotice')}</p>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}

function FooterServiceLink({ category }: { category: CategorySlug }) {
  const { t } = useTranslation();
  return (
    <EventLink event={categoryOpened({ category })}>{t(`categories.${category}.title`)}</EventLink>
  );
}
