import { Button } from '@app/ui/button';
import { cn } from '@app/ui/cn';
import { TextField } from '@app/ui/field';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import * as v from 'valibot';
import { FoldedSetting } from '../../components/folded-setting.tsx';
import { errorMessage, serverFieldErrors } from '../../lib/errors.ts';
import { translateSentence, useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import substitutesText from '../../locales/compiled/substitutes.ts';

type Choice = 'ask' | 'auto';

/**
 * The customer's standing answer to substitutes (decision 0091): always be asked, or accept the
 * same catalogue item from another brand up to N% dearer without being asked. Folded away on the
 * orders page (loaded apart, after the orders): its summary says the setting in force.
 */
export default function SubstituteSetting() {
  const { t } = useT(substitutesText);
  const me = trpc.accounts.me.useQuery(undefined, { staleTime: 60_000 });
  const saved = me.data?.substitute_up_to_percent;
  const describe = (upTo: number | null | undefined) =>
    upTo == null ? t('substitutes.setting.ask') : t('substitutes.setting.upTo', { percent: upTo });
  return (
    <FoldedSetting
      summary={
        <span>
          {me.isSuccess ? (
            t('substitutes.setting.current', { choice: describe(saved) })
          ) : (
            <span className="font-medium">{t('substitutes.setting.title')}</span>
          )}
        </span>
      }
      saved={me}
      words={{
        loading: t('substitutes.setting.loading'),
        failed: t('substitutes.setting.loadFailed'),
        retry: t('substitutes.tryAgain'),
      }}
      form={() => me.data && <SettingForm saved={me.data.substitute_up_to_percent} describe={describe} />}
    />
  );
}

function SettingForm({
  saved,
  describe,
}: {
  saved: number | null;
  describe: (upTo: number | null) => string;
}) {
  const { t } = useT(substitutesText);
  const utils = trpc.useUtils();
  const id = useId();
  const [choice, setChoice] = useState<Choice>(saved === null ? 'ask' : 'auto');
  const [percent, setPercent] = useState(saved === null ? '10' : String(saved));
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const field = useRef<HTMLDivElement>(null);
  const save = trpc.accounts.setSubstitutePreference.useMutation({
    onSuccess(user) {
      utils.accounts.me.setData(undefined, user);
      const said = t('substitutes.setting.saved', { choice: describe(user.substitute_up_to_percent) });
      setDone(said);
      toast.success(said);
    },
    onError(e) {
      const refused = serverFieldErrors(e).up_to_percent;
      if (refused) setError(translateSentence(refused));
      else toast.error(errorMessage(e, t('substitutes.setting.failed')));
    },
  });
  // A whole percentage from 0 to 50, as the API takes it.
  const schema = v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,2}$/, t('substitutes.setting.percentError')),
    v.transform(Number),
    v.maxValue(50, t('substitutes.setting.percentError')),
  );
  const submit = () => {
    setDone(undefined);
    if (choice === 'ask') return save.mutate({ up_to_percent: null });
    const parsed = v.safeParse(schema, percent);
    if (!parsed.success) {
      setError(parsed.issues[0].message);
      field.current?.querySelector('input')?.focus();
      return;
    }
    save.mutate({ up_to_percent: parsed.output });
  };
  const upTo = choice === 'auto';
  const option = (value: Choice, label: string) => (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
        choice === value ? 'border-brand-600 bg-brand-50' : 'border-stone-300',
      )}
    >
      <input
        type="radio"
        name={`${id}-choice`}
        checked={choice === value}
        onChange={() => {
          setChoice(value);
          setError(undefined);
          setDone(undefined);
        }}
        className="size-4 shrink-0 accent-brand-700"
      />
      <span>{label}</span>
    </label>
  );
  return (
    <form
      noValidate
      className="flex flex-col gap-3 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        if (!save.isPending) submit();
      }}
    >
      <p className="text-stone-600">{t('substitutes.setting.intro')}</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium text-stone-800">{t('substitutes.setting.legend')}</legend>
        {option('ask', t('substitutes.setting.ask'))}
        {option('auto', t('substitutes.setting.auto'))}
      </fieldset>
      {upTo && (
        <div ref={field}>
          <TextField
            className="max-w-xs"
            label={t('substitutes.setting.percent')}
            type="number"
            inputMode="numeric"
            min={0}
            max={50}
            step={1}
            value={percent}
            error={error}
            onChange={(e) => {
              setPercent(e.target.value);
              setError(undefined);
              setDone(undefined);
            }}
          />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" busy={save.isPending}>
          {t('substitutes.setting.save')}
        </Button>
        <p role="status" className="text-green-800">
          {done}
        </p>
      </div>
    </form>
  );
}
