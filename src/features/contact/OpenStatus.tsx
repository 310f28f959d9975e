import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clinic } from '../../content/clinic';
import { visitFactValues } from '../../content/visitFacts';
import type { Language } from '../../lib/languages';
import { openingStatus, type OpeningStatus } from './openingStatus';
import { openingStatusText } from './statusText';

/** The clinic's hours with the public holidays it closes for. */
const hours = { ...clinic, closures: visitFactValues.closures };

/** Whether the clinic is open now, and until or from when; checked again every minute. */
export function OpenStatus({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<OpeningStatus>(() => openingStatus(new Date(), hours));
  useEffect(() => {
    const timer = window.setInterval(() => {
      setStatus(openingStatus(new Date(), hours));
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
