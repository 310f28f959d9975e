import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EventLink } from '../../state/react/EventLink';
import { navIndex } from '../../state/address';
import { navItemClicked } from '../../state/events';
import { useErrorHead } from './usePageHead';

/**
 * The screen for an unknown address or a failing route (spec §2, §8): 'Unexpected Application
 * Error!' with the status and status text, or the error's message.
 */
export function ErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation();
  const isResponse = isRouteErrorResponse(error);
  const notFound = isResponse && error.status === 404;
  const detail = isResponse
    ? `${String(error.status)} ${notFound ? t('error.notFoundText') : error.statusText}`
    : error instanceof Error
      ? error.message
      : t('error.unknown');

  useErrorHead(detail);
  return (
    <section className="message-screen container" aria-labelledby="error-title">
      <h1 id="error-title" tabIndex={-1}>
        {t('error.title')}
      </h1>
      <p className="error-status">{detail}</p>
      {notFound && <p>{t('error.notFoundExplanation')}</p>}
      <p>
        <EventLink className="button" event={navItemClicked({ index: navIndex.home })}>
          {t('error.backHome')}
        </EventLink>
      </p>
    </section>
  );
}
