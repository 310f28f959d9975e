import { useTranslation } from 'react-i18next';
import { SampleMark } from '../../components/SampleMark';
import { MailIcon } from '../../components/icons';
import { addressesToConfirm, clinic } from '../../content/clinic';
import { mistakeReportHref, type ReportedPage } from '../../content/mistakeReport';

/** Where reports go: the clinic's content e-mail, and whether it is still a sample. */
export interface ContentContact {
  email: string;
  sample: boolean;
}

export const contentContact: ContentContact = {
  email: clinic.contentEmail,
  sample: addressesToConfirm.contentEmail,
};

/**
 * An e-mail to the clinic's content contact about a mistake on this page, with its address,
 * language and text version filled in (content/mistakeReport.ts). While the address is a sample
 * it reaches no one: the words show with the sample marker, and no link.
 */
export function ReportMistakeLink({
  contact,
  title,
  page,
}: {
  contact: ContentContact;
  /** The page's title, as its head has it. */
  title: string;
  page: ReportedPage;
}) {
  const { t } = useTranslation();
  const label = t('mistakeReport.link');
  if (contact.sample)
    return (
      <span className="sample-address">
        <MailIcon />
        <span>
          {label}
          <SampleMark path="contentEmail" />
        </span>
      </span>
    );
  const words = {
    subject: t('mistakeReport.subject', { title }),
    question: t('mistakeReport.question'),
    page: t('mistakeReport.page'),
    language: t('mistakeReport.language'),
    version: t('mistakeReport.version'),
  };
  return (
    <a href={mistakeReportHref(contact.email, words, page)}>
      <MailIcon />
      <span>{label}</span>
    </a>
  );
}
