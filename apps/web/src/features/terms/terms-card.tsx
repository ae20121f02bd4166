import { formatRupees } from '@app/api/shared';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { useT } from '../../lib/i18n.ts';
import { WEEK } from '../../lib/week.ts';
import tradingTerms from '../../locales/compiled/tradingTerms.ts';
import type { Terms } from './use-terms.ts';

/** One city's terms as a supplier reads them, with Edit and Remove. */
export function TermsCard({
  terms,
  onEdit,
  onRemove,
}: {
  terms: Terms;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useT(tradingTerms);
  const city = { city: terms.city_name };
  const days =
    terms.delivery_days.length === WEEK.length
      ? t('tradingTerms.everyDay')
      : WEEK.filter((d) => terms.delivery_days.includes(d))
          .map((d) => t(`tradingTerms.day.${d}`))
          .join(', ');
  const row = 'flex flex-wrap justify-between gap-x-3';
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold text-stone-900">{terms.city_name}</h3>
        {terms.set_by_staff && <Badge tone="violet">{t('tradingTerms.setByStaff')}</Badge>}
      </div>
      <dl className="flex flex-col gap-1.5 text-sm">
        <div className={row}>
          <dt className="text-stone-600">{t('tradingTerms.minimum')}</dt>
          <dd className="font-medium text-stone-900 tabular-nums">
            {terms.minimum_order > 0
              ? t('tradingTerms.minimumValue', { amount: formatRupees(terms.minimum_order) })
              : t('tradingTerms.noMinimum')}
          </dd>
        </div>
        {terms.minimum_order > 0 && (
          <div className={row}>
            <dt className="text-stone-600">{t('tradingTerms.belowMinimum')}</dt>
            <dd className="font-medium text-stone-900 tabular-nums">
              {terms.below_minimum_charge === null
                ? t('tradingTerms.refused')
                : t('tradingTerms.chargeValue', { amount: formatRupees(terms.below_minimum_charge) })}
            </dd>
          </div>
        )}
        <div className={row}>
          <dt className="text-stone-600">{t('tradingTerms.days')}</dt>
          <dd className="font-medium text-stone-900">{days}</dd>
        </div>
        <div className={row}>
          <dt className="text-stone-600">{t('tradingTerms.orderBy')}</dt>
          <dd className="font-medium text-stone-900 tabular-nums">
            {terms.order_by
              ? t('tradingTerms.orderByValue', { time: terms.order_by })
              : t('tradingTerms.slotCutoff')}
          </dd>
        </div>
        {terms.lead_days > 0 && (
          <div className={row}>
            <dt className="text-stone-600">{t('tradingTerms.lead')}</dt>
            <dd className="font-medium text-stone-900 tabular-nums">
              {t('tradingTerms.leadValue', { count: terms.lead_days })}
            </dd>
          </div>
        )}
      </dl>
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t('tradingTerms.editIn', city)}>
          {t('tradingTerms.edit')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700"
          onClick={onRemove}
          aria-label={t('tradingTerms.removeIn', city)}
        >
          {t('tradingTerms.remove')}
        </Button>
      </div>
    </Card>
  );
}
