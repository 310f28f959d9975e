import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhoneNumber } from '../content/clinic';

/**
 * A link that calls `number`. While the number is a sample it calls no one: in its place the
 * visitor reads that the number is yet to be confirmed and, unless `unconfirmed` says otherwise,
 * the emergency numbers to call meanwhile.
 */
export function PhoneLink({
  number,
  className,
  children,
  unconfirmed,
}: {
  number: PhoneNumber;
  className?: string;
  children: ReactNode;
  /** What stands in for a sample number; by default "to be confirmed" with 108 and 112. */
  unconfirmed?: ReactNode;
}) {
  const { t } = useTranslation();
  if (number.href)
    return (
      <a className={className} href={number.href}>
        {children}
      </a>
    );
  return unconfirmed === undefined ? (
    <span className="phone-unconfirmed">{t('phoneToConfirm')}</span>
  ) : (
    unconfirmed
  );
}
