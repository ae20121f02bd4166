import { Button } from '@app/ui/button';
import { SelectField, TextField } from '@app/ui/field';
import { useId } from 'react';
import { istDay } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import standingText from '../../locales/compiled/standing.ts';
import type { StandingFormState } from './standing-form-values.ts';
import { WEEK } from './standing-words.ts';

const chipClass =
  'flex min-h-11 min-w-14 cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-3 text-sm font-medium text-stone-700 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600';

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
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            className="rounded-full"
            onClick={() => form.set('weekdays', [...WEEK])}
          >
            {t('standing.daily')}
          </Button>
          {WEEK.map((d) => (
            <label key={d} className={chipClass}>
              <input
                type="checkbox"
                name="weekdays"
                value={d}
                className="size-4 accent-brand-700"
                checked={days.includes(d)}
                aria-invalid={daysError ? true : undefined}
                onChange={(e) =>
                  form.set('weekdays', e.target.checked ? [...days, d] : days.filter((x) => x !== d))
                }
              />
              {t(`standing.day.${d}`)}
            </label>
          ))}
        </div>
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
