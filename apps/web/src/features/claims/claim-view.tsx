import type { RouterOutputs } from '@app/api';
import type { ClaimStatus } from '@app/api/enums';
import { formatRupees } from '@app/api/shared';
import { Badge, type BadgeTone } from '@app/ui/badge';
import type { ReactNode } from 'react';
import { shortWhen } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { quantityText } from '../../lib/quantity.ts';
import claimWords from '../../locales/compiled/claimWords.ts';
import { ClaimPhotos } from './claim-photos.tsx';

export type Claim = RouterOutputs['claims']['ofOrder']['claims'][number];

const TONES: Record<ClaimStatus, BadgeTone> = {
  open: 'amber',
  approved: 'green',
  partly_approved: 'blue',
  rejected: 'red',
};

/**
 * One claim as every party reads it: what, how much and why, the photos, the supplier's answer and
 * staff's decision with its credit note. `order`: name the order (lists of many orders' claims);
 * `actions`: the reader's buttons (answer, decide).
 */
export function ClaimView({
  claim: c,
  order,
  actions,
}: {
  claim: Claim;
  order?: boolean;
  actions?: ReactNode;
}) {
  const { t } = useT(claimWords);
  const qty = (q: number) => quantityText(q, c.sold_by);
  const awaitsAnswer = c.supplier_response === null && c.status === 'open';
  return (
    <article
      aria-label={t('claimWords.claimOn', { item: c.product_name })}
      className="flex flex-col gap-2 text-sm"
    >
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-stone-900">{c.product_name}</h3>
          {order && <p className="text-stone-600">{t('claimWords.order', { number: c.order_number })}</p>}
          <p className="text-stone-600">{t('claimWords.supplier', { name: c.supplier_name })}</p>
        </div>
        <Badge tone={TONES[c.status]}>{t(`claimStatus.${c.status}`)}</Badge>
      </header>
      <p className="font-medium text-stone-900">
        {t('claimWords.claimed', { quantity: qty(c.quantity), reason: t(`claimReason.${c.reason}`) })}
        <span className="ml-2 font-normal text-stone-500">
          {t('claimWords.filed', { when: shortWhen(c.created_at) })}
        </span>
      </p>
      {c.note && <p className="break-words text-stone-700">{t('claimWords.note', { note: c.note })}</p>}
      <ClaimPhotos ids={c.photo_ids} item={c.product_name} />
      {c.supplier_response !== null ? (
        <p className="rounded-lg bg-stone-50 p-2 break-words text-stone-800">
          {t('claimWords.answer', { response: c.supplier_response })}
        </p>
      ) : (
        awaitsAnswer && <p className="text-stone-500">{t('claimWords.noAnswer')}</p>
      )}
      {c.credit_note && c.approved_quantity !== null && (
        <p className="rounded-lg bg-green-50 p-2 font-medium text-green-900">
          {t('claimWords.approved', {
            quantity: qty(c.approved_quantity),
            note: c.credit_note,
            amount: formatRupees(c.credited),
          })}
          {c.refund_due > 0 && (
            <span className="block font-normal">
              {t('claimWords.refund', { amount: formatRupees(c.refund_due) })}
            </span>
          )}
        </p>
      )}
      {c.decision_reason && (
        <p className="break-words text-stone-700">
          {t('claimWords.decisionReason', { reason: c.decision_reason })}
        </p>
      )}
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </article>
  );
}
