import { lazy, Suspense } from 'react';

const LanguageSwitch = lazy(() =>
  import('./language-switch.tsx').then((m) => ({ default: m.LanguageSwitch })),
);

/**
 * The language switch where a page's first JavaScript is counted closely (the landing page and
 * the customer's catalogue): its code loads just after the page's own, in a box of its size
 * meanwhile; the prerendered landing holds its HTML (decision 0078).
 */
export function LanguageSlot() {
  return (
    <Suspense fallback={<span className="h-[50px] w-[94px] shrink-0" />}>
      <LanguageSwitch />
    </Suspense>
  );
}
