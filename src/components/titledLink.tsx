import type { ReactNode } from 'react';

/**
 * A link's words as a title and a summary (the header's menus, the tabs beside an accordion):
 * the title is the link's name and the summary its description, so a screen reader says the
 * name once, then the summary, rather than both run together as one long name, several times
 * over (test/screen-reader/transcripts/header.en.txt). The summary is out of the name by
 * `aria-hidden` rather than by `aria-labelledby`, so the link's visible words that count are
 * its name (WCAG 2.5.3, label in name: axe's label-content-name-mismatch); a description
 * reads hidden words all the same. `id` is unique on the page.
 */
export function titledLink(id: string, title: ReactNode, summary: ReactNode) {
  return {
    'aria-describedby': `${id}-summary`,
    children: (
      <>
        <span className="submenu-title">{title}</span>
        <span id={`${id}-summary`} className="submenu-summary" aria-hidden="true">
          {summary}
        </span>
      </>
    ),
  };
}
