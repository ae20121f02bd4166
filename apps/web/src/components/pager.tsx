import { Button } from '@app/ui/button';
import { useT } from '../lib/i18n.ts';
import componentsText from '../locales/compiled/components.ts';

/** Previous/next for card grids paged on the server. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useT(componentsText);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize) return null;
  return (
    <nav
      aria-label={t('components.pages')}
      className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm text-stone-600"
    >
      <span>
        {t('components.range', {
          from: (page - 1) * pageSize + 1,
          to: Math.min(total, page * pageSize),
          total,
        })}
      </span>
      <span className="flex items-center gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('components.previous')}
        </Button>
        <span>{t('components.page', { page, pages })}</span>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('components.next')}
        </Button>
      </span>
    </nav>
  );
}
