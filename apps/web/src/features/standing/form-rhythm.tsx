import { Button } from '@app/ui/button';
import { SelectField, TextField } from '@app/ui/field';
import { useId } from 'react';
import { WeekdayChips } from '../../components/weekday-chips.tsx';
import { istDay } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { WEEK } from '../../lib/week.ts';
import standingText from '../../locales/compiled/standing.ts';
import type { StandingFormState } from './standing-form-values.ts';

/** When it orders: weekdays (Daily for all seven), every N weeks, and from which date. */
export function FormRhythm({ form, isNew }: { form: StandingFormState; isNew: boolean }) {
  const { t } = useT(standingText);
  const ids = useId();
  const days = form.values.weekdays as string[];
  const daysError = form.error('weekdays');
  return (
    <>
      <fieldset aria-describedby={daysError ? `${ids}-days-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('standing.form.days')}</legend>
        <WeekdayChips
          name="weekdays"
          days={days}
          onChange={(next) => form.set('weekdays', next)}
          label={(d) => t(`standing.day.${d}`)}
          invalid={Boolean(daysError)}
          before={
            <Button
              variant="secondary"
              className="rounded-full"
              onClick={() => form.set('weekdays', [...WEEK])}
            >
              {t('standing.daily')}
            </Button>
          }
        />
        {daysError && (
          <p id={`${ids}-days-error`} role="alert" className="mt-1.5 text-xs font-medium text-red-700">
            {daysError}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('standing.form.repeat')} {...form.text('interval_weeks')}>
          {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
            <option key={n} value={String(n)}>
              {t('standing.form.everyWeeks', { count: n })}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('standing.form.startsOn')}
          type="date"
          min={isNew ? istDay() : undefined}
          hint={t('standing.form.startsOnHint')}
          {...form.text('starts_on')}
        />
      </div>
    </>
  );
}
