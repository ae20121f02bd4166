import { useRouterState } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { activeLanguage, subscribe, translateSentence } from './i18n.ts';

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
  // Titles are written in English; in another language they are worded from its catalogue (the
  // shared previews of og: tags stay English). Subscribed, so a switch rewords them at once.
  useSyncExternalStore(subscribe, activeLanguage, activeLanguage);
  const [title = DEFAULT_TITLE, description = DEFAULT_DESCRIPTION] = head.split('\n');
  const shownTitle = title.split(' · ').map(translateSentence).join(' · ');
  const shownDescription = translateSentence(description);
  useEffect(() => {
    document.title = shownTitle;
    setMeta('name', 'description', shownDescription);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
  }, [shownTitle, shownDescription, title, description]);
}
