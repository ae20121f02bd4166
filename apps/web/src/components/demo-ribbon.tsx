import { useT } from '../lib/i18n.ts';
import common from '../locales/compiled/common.ts';

/**
 * A thin mark on every page of the demo so nobody mistakes it for a live shop. Fixed and
 * click-through, so it neither moves the page when it appears nor covers a control. A landmark of
 * its own, as it sits outside every screen's header, main and footer.
 */
export function DemoRibbon() {
  const { t } = useT(common);
  return (
    <aside
      aria-label={t('common.demoNotice')}
      className="pointer-events-none fixed bottom-0 left-0 z-50 rounded-tr-md bg-amber-400/95 px-2 py-0.5 text-xs font-semibold text-stone-900 shadow"
    >
      {t('common.demo')}
    </aside>
  );
}
