import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

export const SITE_NAME = 'Supply & Beyond';
const DEFAULT_TITLE = 'Supply & Beyond — restaurant supplies, delivered';
const DEFAULT_DESCRIPTION =
  'B2B marketplace where restaurants across India buy food and kitchen supplies from verified suppliers, with delivery.';

/** A route's `head` option: `head: () => pageHead('Contact Us', 'How to reach us')`. */
export const pageHead = (title: string, description?: string) => ({
  meta: [
    { title: `${title} · ${SITE_NAME}` },
    ...(description ? [{ name: 'description', content: description }] : []),
  ],
});

type MetaTag = { title?: string; name?: string; content?: string };

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.append(el);
  }
  el.content = content;
}

/**
 * Applies the deepest route's title and description (TanStack `head` option) to the document,
 * falling back to the site defaults, so no page keeps the previous page's title.
 */
export function useDocumentHead() {
  const head = useRouterState({
    select: (s) => {
      let title = DEFAULT_TITLE;
      let description = DEFAULT_DESCRIPTION;
      for (const m of s.matches) {
        for (const tag of (m.meta ?? []) as (MetaTag | undefined)[]) {
          if (tag?.title) title = tag.title;
          if (tag?.name === 'description' && tag.content) description = tag.content;
        }
      }
      return `${title}\n${description}`;
    },
  });
  useEffect(() => {
    const [title = DEFAULT_TITLE, description = DEFAULT_DESCRIPTION] = head.split('\n');
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
  }, [head]);
}
