import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clinic } from '../../content/clinic';
import type { Language } from '../../lib/languages';
import { openingStatus, type OpeningStatus } from './openingStatus';
import { openingStatusText } from './statusText';

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

  const text = openingStatusText(t, status, language);
  if (status.open) return <strong className="status-open">{text}</strong>;
  if (status.opensAt === null) return <strong>{text}</strong>;
  return <strong className="status-closed">{text}</strong>;
}
