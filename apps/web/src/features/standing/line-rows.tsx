import { Button } from '@app/ui/button';
import { X } from 'lucide-react';
import { useId } from 'react';
import { YourPriceTag } from '../../components/your-price-tag.tsx';
import { useT } from '../../lib/i18n.ts';
import standingText from '../../locales/compiled/standing.ts';
import { QuantityInput } from './quantity-input.tsx';
import type { Row } from './typed-lines.ts';

/** Lines with a quantity each, as typed; with `onRemove`, each can be taken off. */
export function LineRows({
  rows,
  label,
  min,
  errorOf,
  onChange,
  onRemove,
}: {
  rows: Row[];
  label: string;
  min: number;
  errorOf: (index: number) => string | undefined;
  onChange: (rows: Row[]) => void;
  onRemove?: (index: number) => void;
}) {
  const { t } = useT(standingText);
  const ids = useId();
  return (
    <ul aria-label={label} className="divide-y divide-stone-100">
      {rows.map((r, i) => {
        const error = errorOf(i);
        return (
          <li key={r.product_id} className="py-2">
            <div className="flex items-center gap-2">
              <span className="min-w-0 flex-1 break-words text-sm font-medium text-stone-900">
                {r.name}
                <YourPriceTag productId={r.product_id} />
              </span>
              <QuantityInput
                soldBy={r.soldBy}
                min={min}
                label={t('standing.quantityOf', { name: r.name })}
                value={r.quantity}
                error={error}
                errorId={`${ids}-${i}`}
                onChange={(quantity) => onChange(rows.map((x, j) => (j === i ? { ...x, quantity } : x)))}
              />
              {onRemove && (
                <Button
                  variant="ghost"
                  className="w-11 shrink-0 px-0"
                  aria-label={t('standing.removeOf', { name: r.name })}
                  onClick={() => onRemove(i)}
                >
                  <X className="size-4" aria-hidden />
                </Button>
              )}
            </div>
            {error && (
              <p id={`${ids}-${i}`} role="alert" className="mt-1 text-xs font-medium text-red-700">
                {error}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
