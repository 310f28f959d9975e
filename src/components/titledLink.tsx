import type { ReactNode } from 'react';

/**
 * A link's words as a title and a summary (the header's menus, the tabs beside an accordion):
 * the title is the link's name and the summary its description, so a screen reader says the
 * name once, then the summary, rather than both run together as one long name, several times
 * over (test/screen-reader/transcripts/header.en.txt). `id` is unique on the page.
 */
export function titledLink(id: string, title: ReactNode, summary: ReactNode) {
  return {
    'aria-labelledby': `${id}-title`,
    'aria-describedby': `${id}-summary`,
    children: (
      <>
        <span id={`${id}-title`} className="submenu-title">
          {title}
        </span>
        <span id={`${id}-summary`} className="submenu-summary">
          {summary}
        </span>
      </>
    ),
  };
}
