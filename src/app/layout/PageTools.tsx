import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SampleMark } from '../../components/SampleMark';
import { ShareIcon, WhatsAppIcon } from '../../components/icons';
import { absolute } from '../../content/site';
import { whatsappLink, type SocialLink } from '../../content/social';
import { pathOf, resolveAddress, type Address } from '../../state/address';
import { loadedPageTexts, pageName, pageTitle } from '../pageTitle';
import { languageTag } from '../../lib/languages';
import { usePageFacts } from './pageFacts';
import { contentContact, ReportMistakeLink } from './ReportMistakeLink';

/** The pages a patient may have a question about: a treatment, a doctor, the fees. */
const askedAbout = (address: Address) =>
  (address.page === 'service' && Boolean(address.treatment)) ||
  address.page === 'meet' ||
  address.page === 'fees';

/**
 * Under every page: send it to someone, on a treatment, a doctor or the fees ask the clinic
 * about it, and report a mistake on it. The page not found has nothing to send (its address names no page).
 */
export function PageTools() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const address = resolveAddress(pathname);
  const path = address && pathOf(address);
  const facts = usePageFacts(path);
  const texts = address && loadedPageTexts(address);
  const title = address && texts && pageTitle(address, texts, t);
  const name = address && texts && pageName(address, texts, t);
  if (!address || !path || !title || !name) return null;
  const url = absolute(path);
  return (
    <div className="page-tools">
      <ul className="container page-tools-list">
        <li>
          <ShareLink title={title} url={url} />
        </li>
        {askedAbout(address) && (
          <li>
            <AskClinicLink chat={whatsappLink} name={name} url={url} />
          </li>
        )}
        <li>
          <ReportMistakeLink
            contact={contentContact}
            title={title}
            page={{
              url,
              language: languageTag[address.language],
              ...(facts && { fingerprint: facts.fingerprint }),
            }}
          />
        </li>
      </ul>
    </div>
  );
}

/**
 * WhatsApp's "send to": any contact, with the page's title and address in the page's language.
 * Where the browser can share, lib/sharePage.ts opens its share sheet with `data-share-*` instead.
 */
function ShareLink({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation();
  const text = t('pageTools.shareText', { title, url });
  return (
    <a
      href={`https://wa.me/?text=${encodeURIComponent(text)}`}
      target="_blank"
      rel="noopener noreferrer"
      data-share=""
      data-share-title={title}
      data-share-url={url}
    >
      <ShareIcon />
      <span>{t('pageTools.share')}</span>
    </a>
  );
}

interface AskClinicLinkProps {
  /** The clinic's WhatsApp chat; while its number is a sample, no link. */
  chat: SocialLink;
  /** What the page is called ("Dental implants"). */
  name: string;
  url: string;
}

/** The clinic's WhatsApp chat, the message started with the page it came from. */
export function AskClinicLink({ chat, name, url }: AskClinicLinkProps) {
  const { t } = useTranslation();
  const label = t('pageTools.ask');
  if (chat.sample)
    return (
      <span className="sample-address">
        <WhatsAppIcon />
        <span>
          {label}
          <SampleMark path={chat.sample} />
        </span>
      </span>
    );
  const text = t('pageTools.askText', { page: name, url });
  return (
    <a
      href={`${chat.href}?text=${encodeURIComponent(text)}`}
      target="_blank"
      rel="noopener noreferrer"
    >
      <WhatsAppIcon />
      <span>{label}</span>
      <span className="visually-hidden"> {t('social.newTab')}</span>
    </a>
  );
}
