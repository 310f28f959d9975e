import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clinic } from '../../content/clinic';
import { dayKeys } from '../../content/openingHours';
import { clockTime } from '../../lib/clockTime';
import type { Language } from '../../lib/languages';
import { openingStatus, type OpeningStatus } from './openingStatus';

/** Whether the clinic is open now, and until or from when; checked again every minute. */
export function OpenStatus({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<OpeningStatus>(() => openingStatus(new Date(), clinic));
  useEffect(() => {
    const timer = window.setInterval(() => {
      setStatus(openingStatus(new Date(), clinic));
    }, 60_000);
    return () => {
      window.clearInterval(timer);
    };
  }, []);

  if (status.open) {
    return (
      <strong className="status-open">
        {t('contact.openUntil', { time: clockTime(status.closesAt, language) })}
      </strong>
    );
  }
  if (status.opensAt === null) return <strong>{t('contact.closed')}</strong>;
  const time = clockTime(status.opensAt, language);
  return (
    <strong className="status-closed">
      {status.opensOnDay === null
        ? t('contact.closedOpensAt', { time })
        : t('contact.closedOpensOn', { day: t(dayKeys[status.opensOnDay] ?? 'monday'), time })}
    </strong>
  );
}
