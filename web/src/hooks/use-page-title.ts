// Sets the document title per screen so tabs, history and screen readers name the page.
import { useEffect } from 'react';

export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} · Inkprint`;
  }, [title]);
}
