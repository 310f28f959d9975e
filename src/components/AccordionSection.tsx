import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { LinkForEvent } from './linkForEvent';
import { useMediaQuery } from '../lib/useMediaQuery';
import { ChevronIcon } from './icons';

/** Where the page shows its list beside the panel instead of the accordion (the 768 px breakpoint
 * of AccordionSection.css and TabsWithAccordion.css). */
const besideListQuery = '(min-width: 768px)';

interface AccordionSectionProps {
  /** Makes the ids: `<kind>-heading-<slug>` and `<kind>-panel-<slug>`, and the class names. */
  kind: string;
  slug: string;
  title: ReactNode;
  active: boolean;
  /** What a click on the heading does (its link goes where that event leads). */
  event: UnknownAction;
  /** The link a heading is (the app's EventLink). */
  link: LinkForEvent;
  /** The panel's content, rendered only while the section is open. */
  children: ReactNode;
}

/**
 * One section of a page's accordion (the categories, the doctors): on phones a heading that is
 * a real link announcing whether its panel is open; the panel, whose content is loaded when
 * opened.
 */
export function AccordionSection({
  kind,
  slug,
  title,
  active,
  event,
  link: EventLink,
  children,
}: AccordionSectionProps) {
  const { t } = useTranslation();
  // From 768 px the page's list beside the panel does the choosing and the open section's
  // heading is only its title: no second link for the keyboard to stop on.
  const besideList = useMediaQuery(besideListQuery);
  return (
    <section
      className={
        active ? `accordion-section ${kind}-section is-active` : `accordion-section ${kind}-section`
      }
      aria-labelledby={`${kind}-heading-${slug}`}
    >
      <h2 className="accordion-heading" id={`${kind}-heading-${slug}`}>
        {besideList ? (
          <span>{title}</span>
        ) : (
          <EventLink event={event} aria-expanded={active} aria-controls={`${kind}-panel-${slug}`}>
            <span>{title}</span>
            <ChevronIcon />
          </EventLink>
        )}
      </h2>
      <div
        id={`${kind}-panel-${slug}`}
        className={`accordion-panel ${kind}-panel`}
        hidden={!active}
      >
        {active && (
          <Suspense fallback={<p className="page-loading">{t('site.loading')}</p>}>
            {children}
          </Suspense>
        )}
      </div>
    </section>
  );
}
