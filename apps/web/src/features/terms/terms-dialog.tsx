import { reaches, scopeOf } from '@app/api/access';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { SelectField, TextField } from '@app/ui/field';
import { useId } from 'react';
import { WeekdayChips } from '../../components/weekday-chips.tsx';
import { serverFieldErrors } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { useT } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import tradingTerms from '../../locales/compiled/tradingTerms.ts';
import { formValues, isRupees, termsForm } from './terms-form.ts';
import type { Terms, TermsFields } from './use-terms.ts';

/**
 * Adds a city's terms (`terms` null) or edits one's: minimum order, delivery days, order-by time.
 * The supplier's own screen and the staff override open this same form; `onSave` says for whom.
 */
export default function TermsDialog({
  terms,
  taken,
  busy,
  onSave,
  onClose,
}: {
  terms: Terms | null;
  /** Cities that have terms already: a new city is one of the others. */
  taken: readonly string[];
  busy: boolean;
  onSave: (fields: TermsFields) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useT(tradingTerms);
  const ids = useId();
  const form = useSchemaForm(termsForm, formValues(terms));
  const cities = trpc.site.cities.list.useQuery(undefined, { staleTime: 300_000, enabled: !terms });
  // A sub-admin sets terms in its own city only (the server answers 404 for another).
  const scope = scopeOf(session.user());
  const choices = (cities.data ?? []).filter(
    (c) => !taken.includes(c.id) && (!scope || reaches(scope, c.id)),
  );
  const days = form.values.delivery_days as string[];
  const minimumText = String(form.values.minimum_order);
  const chargeText = String(form.values.below_minimum_charge);
  const daysError = form.error('delivery_days');

  return (
    <Dialog
      open
      onClose={onClose}
      title={terms ? t('tradingTerms.editTitle', { city: terms.city_name }) : t('tradingTerms.addTitle')}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={async (e) => {
          e.preventDefault();
          const data = form.validate();
          if (!data) return;
          try {
            await onSave(data);
          } catch (err) {
            form.setErrors(serverFieldErrors(err));
          }
        }}
      >
        {!terms && (
          <SelectField
            label={t('tradingTerms.city')}
            hint={cities.isSuccess && choices.length === 0 ? t('tradingTerms.noCityLeft') : undefined}
            {...form.text('city_id')}
            // The schema's own words for an empty id are zod's; the only way to get there is no choice.
            error={form.error('city_id') && t('tradingTerms.chooseCity')}
          >
            <option value="">{t('tradingTerms.chooseCity')}</option>
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}, {c.state}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          label={t('tradingTerms.minimumLabel')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('tradingTerms.minimumHint')}
          {...form.text('minimum_order')}
          error={
            isRupees(minimumText)
              ? form.error('minimum_order')
              : form.error('minimum_order') && t('tradingTerms.minimumNumber')
          }
        />
        <TextField
          label={t('tradingTerms.chargeLabel')}
          inputMode="decimal"
          autoComplete="off"
          optional
          hint={t('tradingTerms.chargeHint')}
          {...form.text('below_minimum_charge')}
          error={
            isRupees(chargeText)
              ? form.error('below_minimum_charge')
              : form.error('below_minimum_charge') && t('tradingTerms.chargeNumber')
          }
        />
        <fieldset aria-describedby={daysError ? `${ids}-days-error` : `${ids}-days-hint`}>
          <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('tradingTerms.days')}</legend>
          <WeekdayChips
            name="delivery_days"
            days={days}
            onChange={(next) => form.set('delivery_days', next)}
            label={(d) => t(`tradingTerms.day.${d}`)}
            invalid={Boolean(daysError)}
          />
          {daysError ? (
            <p id={`${ids}-days-error`} role="alert" className="mt-1.5 text-xs font-medium text-red-700">
              {daysError}
            </p>
          ) : (
            <p id={`${ids}-days-hint`} className="mt-1.5 text-xs text-stone-500">
              {t('tradingTerms.daysHint')}
            </p>
          )}
        </fieldset>
        <div className="flex flex-col items-start gap-1">
          <TextField
            label={t('tradingTerms.orderByLabel')}
            type="time"
            optional
            className="w-full"
            hint={t('tradingTerms.orderByHint')}
            {...form.text('order_by')}
          />
          {form.values.order_by ? (
            <Button variant="ghost" size="sm" onClick={() => form.set('order_by', '')}>
              {t('tradingTerms.clearTime')}
            </Button>
          ) : null}
        </div>
        <TextField
          label={t('tradingTerms.leadLabel')}
          inputMode="numeric"
          autoComplete="off"
          optional
          hint={t('tradingTerms.leadHint')}
          {...form.text('lead_days')}
        />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose}>
            {t('tradingTerms.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {busy ? t('tradingTerms.saving') : t('tradingTerms.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
