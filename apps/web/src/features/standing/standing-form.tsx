import type { RouterOutputs } from '@app/api';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { TextField } from '@app/ui/field';
import { Spinner } from '@app/ui/spinner';
import { useRef } from 'react';
import { toast } from 'sonner';
import { errorMessage, serverFieldErrors } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import standingText from '../../locales/compiled/standing.ts';
import { FormDelivery } from './form-delivery.tsx';
import { FormLines } from './form-lines.tsx';
import { FormRhythm } from './form-rhythm.tsx';
import { formValues, standingForm } from './standing-form-values.ts';
import type { Standing } from './standing-words.ts';

/** A new standing order (`standing` null), delivered as the customer's profile says; or one edited. */
export default function StandingForm({
  standing,
  onClose,
}: {
  standing: Standing | null;
  onClose: () => void;
}) {
  const { t } = useT(standingText);
  const me = trpc.accounts.me.useQuery(undefined, { enabled: !standing });
  return (
    <Dialog
      open
      onClose={onClose}
      title={standing ? t('standing.form.editTitle') : t('standing.form.newTitle')}
    >
      {standing ? (
        <Fields standing={standing} onClose={onClose} />
      ) : me.isPending ? (
        <Spinner />
      ) : me.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(me.error, t('standing.form.profileFailed'))}
        </p>
      ) : (
        <Fields standing={null} me={me.data} onClose={onClose} />
      )}
    </Dialog>
  );
}

function Fields({
  standing,
  me,
  onClose,
}: {
  standing: Standing | null;
  me?: RouterOutputs['accounts']['me'];
  onClose: () => void;
}) {
  const { t } = useT(standingText);
  const utils = trpc.useUtils();
  const ref = useRef<HTMLFormElement>(null);
  const form = useSchemaForm(standingForm, formValues(standing, me));
  const slots = trpc.slots.open.useQuery();
  const saved = {
    onSuccess(next: Standing) {
      void utils.standing.list.invalidate();
      toast.success(
        standing
          ? t('standing.form.saved', { name: next.name })
          : t('standing.form.created', { name: next.name }),
      );
      onClose();
    },
    onError(e: unknown) {
      form.setErrors(serverFieldErrors(e));
      showErrors();
      toast.error(errorMessage(e, t('standing.form.saveFailed')));
    },
  };
  const create = trpc.standing.create.useMutation(saved);
  const update = trpc.standing.update.useMutation(saved);
  // The dialog scrolls: the first field in error is brought into view and focused.
  const showErrors = () =>
    requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  return (
    <form
      ref={ref}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const data = form.validate();
        const missing = {
          ...((form.values.lines as unknown[]).length === 0 && { lines: t('standing.form.noLines') }),
          ...(slots.data?.city_has_slots &&
            !form.values.slot_id && { slot_id: t('standing.form.chooseSlot') }),
        };
        if (Object.keys(missing).length)
          form.setErrors((errors) => ({ ...(data ? {} : errors), ...missing }));
        if (!data || Object.keys(missing).length) return void showErrors();
        if (standing) update.mutate({ ...data, id: standing.id });
        else create.mutate(data);
      }}
    >
      <TextField
        label={t('standing.form.name')}
        placeholder={t('standing.form.namePlaceholder')}
        maxLength={80}
        required
        {...form.text('name')}
      />
      <FormLines form={form} />
      <FormRhythm form={form} isNew={!standing} />
      <FormDelivery form={form} standing={standing} slots={slots} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('standing.cancel')}
        </Button>
        <Button type="submit" busy={create.isPending || update.isPending}>
          {t('standing.form.save')}
        </Button>
      </div>
    </form>
  );
}
