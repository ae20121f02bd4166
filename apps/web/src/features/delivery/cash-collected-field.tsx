import type { RouterOutputs } from '@app/api';
import { formatRupees } from '@app/api/shared';
import { TextField } from '@app/ui/field';
import { useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import rider from '../../locales/compiled/rider.ts';

type Assignment = RouterOutputs['delivery']['portal']['active'][number];

const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * The deliver step's "Cash collected" field of a cash-on-delivery order (decision 0065), prefilled
 * with the amount due. `read()` answers the rupees to send (undefined for an online order), or
 * null after showing why the entry is not an amount.
 */
export function useCashCollected(a: Assignment) {
  const { t } = useT(rider);
  const due = a.order_details.cash_to_collect;
  const [value, setValue] = useState(due === null ? '' : due.toFixed(2));
  const [error, setError] = useState<string>();
  const amount = Number(value.trim());
  const differs = due !== null && AMOUNT.test(value.trim()) && amount !== due;

  const field =
    due === null ? null : (
      <TextField
        label={t('rider.cash.field')}
        hint={t(differs ? 'rider.cash.differs' : 'rider.cash.due', { due: formatRupees(due) })}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        error={error}
        onChange={(e) => {
          setValue(e.target.value);
          setError(undefined);
        }}
      />
    );

  function read(): number | undefined | null {
    if (due === null) return undefined;
    if (!AMOUNT.test(value.trim())) {
      setError(t('rider.cash.error'));
      return null;
    }
    return amount;
  }

  return { field, read, setError };
}
