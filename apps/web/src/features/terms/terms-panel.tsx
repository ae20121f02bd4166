import { Button } from '@app/ui/button';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { EmptyState } from '@app/ui/empty-state';
import { Spinner } from '@app/ui/spinner';
import { CalendarClock, Plus } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import tradingTerms from '../../locales/compiled/tradingTerms.ts';
import { TermsCard } from './terms-card.tsx';
import { type Terms, type TermsFields, useTerms } from './use-terms.ts';

// The form brings the API's schemas (zod): it loads when first opened, so the staff suppliers
// list does not carry it.
const TermsDialog = lazy(() => import('./terms-dialog.tsx'));

/**
 * A supplier's trading terms, city by city (decision 0095): its own with no `supplierId`, or a
 * supplier's as staff override them. `intro` says whose they are above the Add button.
 */
export function TermsPanel({ supplierId, intro }: { supplierId?: string; intro: ReactNode }) {
  const { t } = useT(tradingTerms);
  const terms = useTerms(supplierId);
  const [editing, setEditing] = useState<Terms | 'new' | null>(null);
  const [removing, setRemoving] = useState<Terms | null>(null);
  const { list } = terms;
  const items = list.data?.items ?? [];

  const save = async (fields: TermsFields) => {
    try {
      const saved = await terms.save(fields);
      toast.success(t('tradingTerms.saved', { city: saved.city_name }));
      setEditing(null);
    } catch (e) {
      toast.error(errorMessage(e, t('tradingTerms.saveFailed')));
      throw e;
    }
  };
  const remove = async (row: Terms) => {
    try {
      await terms.remove(row.city_id);
      toast.success(t('tradingTerms.removed', { city: row.city_name }));
      setRemoving(null);
    } catch (e) {
      toast.error(errorMessage(e, t('tradingTerms.removeFailed')));
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64 text-sm text-stone-600">{intro}</div>
        <Button onClick={() => setEditing('new')} disabled={!list.isSuccess}>
          <Plus aria-hidden className="size-4" />
          {t('tradingTerms.add')}
        </Button>
      </div>
      {list.isPending ? (
        <Spinner label={t('tradingTerms.loading')} />
      ) : list.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-xl bg-red-50 p-6 text-center">
          <p className="font-medium text-red-800">{errorMessage(list.error, t('tradingTerms.loadFailed'))}</p>
          <Button variant="secondary" size="sm" busy={list.isFetching} onClick={() => list.refetch()}>
            {t('tradingTerms.tryAgain')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <EmptyState icon={CalendarClock} title={t('tradingTerms.none')}>
          {t('tradingTerms.noneHint')}
        </EmptyState>
      ) : (
        <ul aria-label={t('tradingTerms.listLabel')} className="grid gap-3 sm:grid-cols-2">
          {items.map((row) => (
            <li key={row.city_id}>
              <TermsCard terms={row} onEdit={() => setEditing(row)} onRemove={() => setRemoving(row)} />
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <Suspense fallback={null}>
          <TermsDialog
            terms={editing === 'new' ? null : editing}
            taken={items.map((r) => r.city_id)}
            busy={terms.saving}
            onSave={save}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={!!removing}
        title={t('tradingTerms.removeTitle', { city: removing?.city_name ?? '' })}
        message={t('tradingTerms.removeText', { city: removing?.city_name ?? '' })}
        confirmLabel={terms.removing ? t('tradingTerms.removing') : t('tradingTerms.remove')}
        busy={terms.removing}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove(removing)}
      />
    </div>
  );
}
