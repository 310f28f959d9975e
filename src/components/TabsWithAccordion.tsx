import type { UnknownAction } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { AccordionSection } from './AccordionSection';
import type { LinkForEvent } from './linkForEvent';
import { titledLink } from './titledLink';

interface TabsWithAccordionItem {
  slug: string;
  /** The tab's name and the section's heading in the accordion. */
  title: ReactNode;
  /** A line under the title in its tab. */
  summary?: string;
  /** What choosing it does, from its tab or its heading. */
  event: UnknownAction;
}

interface TabsWithAccordionProps<Item extends TabsWithAccordionItem> {
  /** Makes the tabs' class name (`<kind>-tabs`) and the sections' ids. */
  kind: string;
  /** The class beside `container` on the whole. */
  className: string;
  /** The tabs' name for screen readers. */
  label: string;
  /** Shown above the sections (a note while nothing is chosen). */
  before?: ReactNode;
  items: readonly Item[];
  /** The chosen item's slug, if any. */
  selected: string | null;
  /** The link each tab and heading is (the app's EventLink). */
  link: LinkForEvent;
  /** The chosen item's panel; only the open section renders it. */
  panel: (item: Item) => ReactNode;
}

/**
 * A page's choice among a few items (the categories, the doctors), in one structure for every
 * screen: on phones an accordion (the chosen item expanded); on wider screens the tabs beside
 * the chosen item's panel (the styles hide one or the other).
 */
export function TabsWithAccordion<Item extends TabsWithAccordionItem>({
  kind,
  className,
  label,
  before,
  items,
  selected,
  link: EventLink,
  panel,
}: TabsWithAccordionProps<Item>) {
  return (
    <div className={`container tabs-with-accordion ${className}`}>
      <nav className={`tabs-with-accordion-tabs ${kind}-tabs`} aria-label={label}>
        <ul>
          {items.map((item) => (
            <li key={item.slug}>
              <EventLink
                event={item.event}
                aria-current={selected === item.slug ? 'page' : undefined}
                {...(item.summary === undefined
                  ? { children: item.title }
                  : titledLink(`${kind}-tab-${item.slug}`, item.title, item.summary))}
              />
            </li>
          ))}
        </ul>
      </nav>
      <div className="tabs-with-accordion-sections">
        {before}
        {items.map((item) => (
          <AccordionSection
            key={item.slug}
            kind={kind}
            slug={item.slug}
            title={item.title}
            active={selected === item.slug}
            event={item.event}
            link={EventLink}
          >
            {panel(item)}
          </AccordionSection>
        ))}
      </div>
    </div>
  );
}
