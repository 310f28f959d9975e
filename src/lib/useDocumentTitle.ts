import { useEffect } from 'react';

/** Keeps the window's title on the page being shown as the visitor moves around. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
