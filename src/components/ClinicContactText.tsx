import { Fragment } from 'react';
import { addressesToConfirm, clinic, clinicPhone, mailtoUrl } from '../content/clinic';
import { MailIcon } from './icons';
import { SampleMark, withMarks } from './SampleMark';

/**
 * The clinic's e-mail address: a link that writes to it, with an envelope where it stands on
 * its own (`withIcon`). While the address is a sample it reaches no one: it shows with the
 * sample marker, and no link.
 */
export function ClinicEmail({ withIcon = false }: { withIcon?: boolean }) {
  const sample = addressesToConfirm.email && <SampleMark path="email" />;
  if (!withIcon)
    return sample ? (
      <>
        {clinic.email}
        {sample}
      </>
    ) : (
      <a href={mailtoUrl}>{clinic.email}</a>
    );
  const address = (
    <>
      <MailIcon />
      <span>
        {clinic.email}
        {sample}
      </span>
    </>
  );
  return sample ? (
    <span className="sample-address">{address}</span>
  ) : (
    <a href={mailtoUrl}>{address}</a>
  );
}

/**
 * A sentence naming the clinic's e-mail and telephone, written `<mail>{{email}}</mail>` and
 * `<tel>{{phone}}</tel>` in its words: each becomes a link that writes or calls. A sample reaches
 * no one: it reads in the sentence as the others do, with the sample marker, and no link.
 */
export function ClinicContactText({ text }: { text: string }) {
  return text.split(/(<mail>{{email}}<\/mail>|<tel>{{phone}}<\/tel>)/).map((part, index) => {
    if (part === '<mail>{{email}}</mail>') return <ClinicEmail key={index} />;
    if (part === '<tel>{{phone}}</tel>')
      return clinicPhone.href ? (
        <a key={index} href={clinicPhone.href}>
          {clinicPhone.display}
        </a>
      ) : (
        <Fragment key={index}>
          {clinicPhone.display}
          <SampleMark path="phone" />
        </Fragment>
      );
    return <Fragment key={index}>{withMarks(part)}</Fragment>;
  });
}
