import { type KeyScope, SCOPES_FOR } from '@app/api/key-scopes';
import { createKeyInput } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { SelectField, TextField } from '@app/ui/field';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { translateSentence, useT } from '../../lib/i18n.ts';
import { formatDate } from '../../lib/relative-time.ts';
import { session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import integrations from '../../locales/compiled/integrations.ts';
import type { CreatedKey } from './api-keys-page.tsx';

const SCOPE_LABEL = {
  'products:read': 'integrations.scope.productsRead',
  'products:write': 'integrations.scope.productsWrite',
  'stock:write': 'integrations.scope.stockWrite',
  'orders:read': 'integrations.scope.ordersRead',
  'orders:write': 'integrations.scope.ordersWrite',
  'invoices:read': 'integrations.scope.invoicesRead',
} as const satisfies Record<KeyScope, string>;

/** Name, scopes (only those the account's role may give) and lifetime of a new key. */
export function CreateKeyDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (k: CreatedKey) => void;
}) {
  const { t } = useT(integrations);
  const offered = SCOPES_FOR[session.user()?.user_type ?? 'customer'] ?? [];
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<KeyScope[]>([]);
  const [days, setDays] = useState('90');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = trpc.keys.create.useMutation({
    onSuccess: onCreated,
    onError: (e) => toast.error(errorMessage(e, t('integrations.createFailed'))),
  });
  const error = (name: string) => errors[name] && translateSentence(errors[name]);
  function submit() {
    const parsed = createKeyInput.safeParse({ name, scopes, expires_in_days: Number(days) });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const i of parsed.error.issues) next[String(i.path[0])] ??= i.message;
      return setErrors(next);
    }
    create.mutate(parsed.data);
  }
  return (
    <Dialog open onClose={onClose} title={t('integrations.newTitle')}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField
          label={t('integrations.name')}
          hint={t('integrations.nameHint')}
          value={name}
          error={error('name')}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
        />
        <fieldset
          className="flex flex-col gap-1"
          aria-describedby={errors.scopes ? 'scopes-error' : undefined}
        >
          <legend className="mb-1 text-sm font-medium">{t('integrations.scopes')}</legend>
          {offered.map((s) => (
            <label key={s} className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="checkbox"
                className="size-5"
                checked={scopes.includes(s)}
                onChange={(e) => setScopes((v) => (e.target.checked ? [...v, s] : v.filter((x) => x !== s)))}
              />
              <span>
                <span className="font-mono">{s}</span> · {t(SCOPE_LABEL[s])}
              </span>
            </label>
          ))}
          {errors.scopes && (
            <span id="scopes-error" role="alert" className="text-sm text-red-700">
              {error('scopes')}
            </span>
          )}
        </fieldset>
        <SelectField
          label={t('integrations.expiresLabel')}
          value={days}
          onChange={(e) => setDays(e.target.value)}
        >
          <option value="30">{t('integrations.in30')}</option>
          <option value="90">{t('integrations.in90')}</option>
          <option value="365">{t('integrations.inYear')}</option>
        </SelectField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('integrations.cancel')}
          </Button>
          <Button type="submit" busy={create.isPending}>
            {t('integrations.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The whole key, this once. */
export function NewKeyDialog({ created, onClose }: { created: CreatedKey; onClose: () => void }) {
  const { t } = useT(integrations);
  const utils = trpc.useUtils();
  const close = () => {
    utils.keys.list.invalidate();
    onClose();
  };
  return (
    <Dialog open onClose={close} title={t('integrations.createdTitle', { name: created.name })}>
      <div className="flex flex-col gap-4">
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950" role="status">
          {t('integrations.copyNow')}
        </p>
        {created.expires_at && (
          <p className="text-sm text-stone-700">
            {t('integrations.expiresOn', { date: formatDate(created.expires_at) })}
          </p>
        )}
        <output
          aria-label={t('integrations.yourKey')}
          className="break-all rounded-lg bg-stone-100 p-3 font-mono text-sm"
        >
          {created.key}
        </output>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            {t('integrations.done')}
          </Button>
          <Button
            onClick={() =>
              navigator.clipboard
                .writeText(created.key)
                .then(() => toast.success(t('integrations.copied')))
                .catch(() => toast.error(t('integrations.copyFailed')))
            }
          >
            {t('integrations.copy')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
