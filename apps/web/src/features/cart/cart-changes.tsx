import type { SoldBy } from '@app/api/enums';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.ts';
import { quantityText } from '../../lib/quantity.ts';
import listsText from '../../locales/compiled/lists.ts';

export interface ChangeLine {
  key: string;
  name: string;
  /** Packs, or kg or litres. */
  added: number;
  soldBy: SoldBy;
  message: string;
  /** What more the customer may do with the line (a suggestion from another supplier). */
  action?: ReactNode;
}

/** What an order again or a list top-up put into the cart, line by line, then the way to the cart. */
export function CartChanges({
  title,
  lines,
  onClose,
}: {
  title: string;
  lines: ChangeLine[] | null;
  onClose: () => void;
}) {
  const { t } = useT(listsText);
  const added = lines?.filter((l) => l.added > 0).length ?? 0;
  return (
    <Dialog
      open={lines !== null}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('lists.done')}
          </Button>
          <Link
            to="/cart"
            className="inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
          >
            {t('lists.goToCart')}
          </Link>
        </>
      }
    >
      <p className="mb-2 text-sm text-stone-600" role="status">
        {added === 0 ? t('lists.nothingAdded') : t('lists.someAdded', { added, total: lines?.length ?? 0 })}
      </p>
      <ul aria-label={t('lists.changes')} className="divide-y divide-stone-100 text-sm">
        {lines?.map((l) => (
          <li key={l.key} className="py-2">
            <p className="flex justify-between gap-2 font-medium text-stone-900">
              <span className="min-w-0 break-words">{l.name}</span>
              <span className={l.added > 0 ? 'shrink-0 text-brand-800' : 'shrink-0 text-stone-500'}>
                {l.added > 0 ? `+${quantityText(l.added, l.soldBy)}` : t('lists.notAdded')}
              </span>
            </p>
            <p className="text-stone-600">{l.message}</p>
            {l.action}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
