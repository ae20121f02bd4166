import type { RouterOutputs } from '@app/api';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import type { CellContext } from '@tanstack/react-table';
import { Package } from 'lucide-react';
import { createContext, useContext } from 'react';
import { translateSentence, useT } from '../../lib/i18n.ts';
import staffCatalog from '../../locales/compiled/staffCatalog.ts';
import { ChangesTable } from './pending-changes.tsx';

export type Pending = RouterOutputs['catalog']['approval']['listPending'][number];

/** What a row's controls read and do: the page's selection and its single-listing actions. */
export interface RowActions {
  picked: Map<string, string>;
  toggle: (p: Pending, on: boolean) => void;
  /** The listing being approved, if any. */
  approving: string | undefined;
  approve: (p: Pending) => void;
  reject: (p: Pending) => void;
  remove: (p: Pending) => void;
}
export const RowContext = createContext<RowActions | null>(null);
const useRow = () => useContext(RowContext)!;

// The cells below are components of their own (the table renders a cell function as one): a cell
// written inline would be a new component each render, remounting and dropping the keyboard focus.

export function SelectCell({ row: { original: p } }: CellContext<Pending, unknown>) {
  const { t } = useT(staffCatalog);
  const row = useRow();
  return (
    <input
      type="checkbox"
      className="size-5 accent-brand-700"
      aria-label={t('staffCatalog.selectName', { name: p.name })}
      checked={row.picked.has(p.id)}
      onChange={(e) => row.toggle(p, e.target.checked)}
    />
  );
}

export function ActionsCell({ row: { original: p } }: CellContext<Pending, unknown>) {
  const { t } = useT(staffCatalog);
  const row = useRow();
  const changes = Boolean(p.pending_changes);
  return (
    <div className="flex flex-wrap justify-end gap-1.5">
      <Button
        size="sm"
        busy={row.approving === p.id || undefined}
        disabled={p.price_needed}
        aria-label={t(changes ? 'staffCatalog.approveChangesTo' : 'staffCatalog.approveName', {
          name: p.name,
        })}
        onClick={() => row.approve(p)}
      >
        {t('staffCatalog.approve')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t(changes ? 'staffCatalog.rejectChangesTo' : 'staffCatalog.rejectName', { name: p.name })}
        onClick={() => row.reject(p)}
      >
        {t('staffCatalog.reject')}
      </Button>
      <Button
        variant="danger"
        size="sm"
        aria-label={t('staffCatalog.deleteName', { name: p.name })}
        onClick={() => row.remove(p)}
      >
        {t('staffCatalog.delete')}
      </Button>
    </div>
  );
}

/** Picture, name, category and brand; a live listing's changes below, current beside proposed. */
export function ProductCell({ row: { original: p } }: CellContext<Pending, unknown>) {
  const { t } = useT(staffCatalog);
  return (
    <div className="flex min-w-0 items-start gap-3">
      {p.image_url ? (
        <img
          src={p.image_url}
          alt=""
          loading="lazy"
          className="size-12 shrink-0 rounded bg-stone-100 object-contain"
        />
      ) : (
        <span
          className="flex size-12 shrink-0 items-center justify-center rounded bg-stone-100 text-stone-400"
          aria-hidden
        >
          <Package className="size-6" />
        </span>
      )}
      <div className="min-w-0">
        <p className="font-medium text-stone-900">{p.name}</p>
        <p className="text-xs text-stone-500">
          {translateSentence(p.category_name)}
          {p.brand ? ` · ${p.brand}` : ''}
        </p>
        {p.pending_changes && (
          <div className="mt-1 max-w-md">
            <Badge tone="amber">{t('staffCatalog.liveChanges')}</Badge>
            <ChangesTable product={p} />
          </div>
        )}
        {p.description && !p.pending_changes && (
          <p className="mt-1 line-clamp-2 max-w-md text-xs text-stone-600">{p.description}</p>
        )}
      </div>
    </div>
  );
}
