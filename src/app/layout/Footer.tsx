import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EventLink } from '../../state/react/EventLink';
import { PageLink } from '../../state/react/PageLink';
import { SocialLink } from '../../components/SocialLink';
import { WithBrandInEnglish } from '../../components/InEnglish';
import { ClinicEmail } from '../../components/ClinicContactText';
import { PhoneLink } from '../../components/PhoneLink';
import { ClinicRegistration } from '../../components/ClinicRegistration';
import { SampleNote, withMarks } from '../../components/SampleMark';
import { catalogue, doctorSlugs, type CategorySlug } from '../../content/catalogue';
import { clinicPhone } from '../../content/clinic';
import { footerSocialLinks, whatsappLink } from '../../content/social';
import { categoryOpened, doctorChosen } from '../../state/events';

/**
 * Four columns on every page: Our team, Our services, Connect with us (with urgent help),
 * Social media; under them the notice, the copyright and the statements about the site.
 */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <FooterColumn id="footer-team" heading={t('footer.ourTeam')}>
          {doctorSlugs.map((doctor) => (
            <li key={doctor}>
              <EventLink event={doctorChosen({ doctor })}>
                {withMarks(t(`doctors.${doctor}.name`))}
              </EventLink>
              <span className="footer-sub">{t(`doctors.${doctor}.title`)}</span>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn id="footer-services" heading={t('footer.ourServices')}>
          {catalogue.map((category) => (
            <li key={category.slug}>
              <FooterServiceLink category={category.slug} />
            </li>
          ))}
        </FooterColumn>
        <FooterColumn id="footer-connect" heading={t('footer.connect')}>
          <li>
            <SocialLink link={whatsappLink} label={t('footer.chatOnWhatsApp')} />
          </li>
          <li className="footer-phone">
            <PhoneLink number={clinicPhone} unconfirmed={t('phoneToConfirmInline')}>
              {clinicPhone.display}
            </PhoneLink>
          </li>
          <li>
            <PageLink page="urgent" className="footer-urgent">
              {t('footer.urgentHelp')}
            </PageLink>
          </li>
        </FooterColumn>
        <FooterColumn id="footer-social" heading={t('footer.socialMedia')}>
          {footerSocialLinks.map((link) => (
            <li key={link.id}>
              <SocialLink link={link} />
            </li>
          ))}
          <li>
            <ClinicEmail withIcon />
          </li>
        </FooterColumn>
      </div>
      <div className="container footer-bottom">
        <p>{t('footer.medicalNotice')}</p>
        <p className="footer-registration">
          <ClinicRegistration />
        </p>
        <SampleNote />
        <p>
          <WithBrandInEnglish text={t('footer.copyright', { year: new Date().getFullYear() })} />
        </p>
        <nav className="footer-statements" aria-label={t('footer.siteInformation')}>
          <PageLink page="privacy">{t('footer.privacy')}</PageLink>
          <PageLink page="accessibility">{t('footer.accessibility')}</PageLink>
          <PageLink page="fees">{t('footer.fees')}</PageLink>
          <PageLink page="visit">{t('footer.visit')}</PageLink>
          <PageLink page="a-z">{t('footer.az')}</PageLink>
        </nav>
      </div>
    </footer>
  );
}

/** A column of the footer: a heading over the list it names. */
function FooterColumn({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    // A list named by its heading, not a region: "Our services" and "Our team" are landmarks of
    // the page's own content on some pages, and one name stands for one landmark.
    <section>
      <h2 id={id}>{heading}</h2>
      <ul aria-labelledby={id}>{children}</ul>
    </section>
  );
}

function FooterServiceLink({ category }: { category: CategorySlug }) {
  const { t } = useTranslation();
  return (
    <EventLink event={categoryOpened({ category })}>{t(`categories.${category}.title`)}</EventLink>
  );
}
