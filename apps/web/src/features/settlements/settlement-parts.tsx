import type { RouterOutputs } from '@app/api';
import { SETTLEMENT_STATUS_TABLE, type SettlementStatus as Status } from '@app/api/settlement-status';
import { Badge } from '@app/ui/badge';
import { useT } from '../../lib/i18n.ts';
import { dateFormat, formatDate, formatDay } from '../../lib/relative-time.ts';
import statusText from '../../locales/compiled/status.ts';
import supplierMoney from '../../locales/compiled/supplierMoney.ts';

export type StaffSettlement = RouterOutputs['settlements']['staff']['list']['items'][number];

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOnly = dateFormat({ day: 'numeric', timeZone: 'UTC' });
const dayMonth = dateFormat({ day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A Monday-to-Sunday week as "9–15 Nov 2026", "27 Oct – 2 Nov 2026" or across a new year in full. */
export function periodLabel(start: string, end: string) {
  if (start.slice(0, 7) === end.slice(0, 7)) return `${dayOnly(utc(start))}–${formatDay(end)}`;
  const from = start.slice(0, 4) === end.slice(0, 4) ? dayMonth(utc(start)) : formatDay(start);
  return `${from} – ${formatDay(end)}`;
}

/** Ready, or Paid with the bank transfer's UTR and day. */
export function SettlementStatus({
  s,
}: {
  s: { status: Status; reference: string | null; paid_at: string | null };
}) {
  const { t } = useT(supplierMoney, statusText);
  const badge = (
    <Badge tone={SETTLEMENT_STATUS_TABLE[s.status].tone}>{t(`settlementStatus.${s.status}`)}</Badge>
  );
  if (s.status === 'ready') return badge;
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      {badge}
      <span className="font-mono text-xs text-stone-700">
        {t('supplierMoney.utr', { reference: s.reference ?? '' })}
      </span>
      {s.paid_at && <span className="text-xs text-stone-500">{formatDate(s.paid_at)}</span>}
    </span>
  );
}
