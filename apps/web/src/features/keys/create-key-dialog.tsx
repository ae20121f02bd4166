import { type KeyScope, SCOPES_FOR } from '@app/api/key-scopes';
import { createKeyInput } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { SelectField, TextField } from '@app/ui/field';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import type { CreatedKey } from './api-keys-page.tsx';

const SCOPE_LABEL: Record<KeyScope, string> = {
  'products:read': 'See products and stock',
  'products:write': 'Create, edit and remove products',
  'stock:write': 'Update stock',
  'orders:read': 'See orders and the cart',
  'orders:write': 'Place and update orders',
  'invoices:read': 'Download invoices and statements',
};

/** Name, scopes (only those the account's role may give) and lifetime of a new key. */
export function CreateKeyDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (k: CreatedKey) => void;
}) {
  const offered = SCOPES_FOR[session.user()?.user_type ?? 'customer'] ?? [];
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<KeyScope[]>([]);
  const [days, setDays] = useState('90');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = trpc.keys.create.useMutation({
    onSuccess: onCreated,
    onError: (e) => toast.error(errorMessage(e, 'Failed to create the key')),
  });
  function submit() {
    const parsed = createKeyInput.safeParse({ name, scopes, expires_in_days: days ? Number(days) : null });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const i of parsed.error.issues) next[String(i.path[0])] ??= i.message;
      return setErrors(next);
    }
    create.mutate(parsed.data);
  }
  return (
    <Dialog open onClose={onClose} title="New API key">
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField
          label="Name"
          hint="The system that will use it, e.g. “Stock sync (ERP)”"
          value={name}
          error={errors.name}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
        />
        <fieldset
          className="flex flex-col gap-1"
          aria-describedby={errors.scopes ? 'scopes-error' : undefined}
        >
          <legend className="mb-1 text-sm font-medium">Scopes</legend>
          {offered.map((s) => (
            <label key={s} className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="checkbox"
                className="size-5"
                checked={scopes.includes(s)}
                onChange={(e) => setScopes((v) => (e.target.checked ? [...v, s] : v.filter((x) => x !== s)))}
              />
              <span>
                <span className="font-mono">{s}</span> · {SCOPE_LABEL[s]}
              </span>
            </label>
          ))}
          {errors.scopes && (
            <span id="scopes-error" role="alert" className="text-sm text-red-700">
              {errors.scopes}
            </span>
          )}
        </fieldset>
        <SelectField label="Expires" value={days} onChange={(e) => setDays(e.target.value)}>
          <option value="30">In 30 days</option>
          <option value="90">In 90 days</option>
          <option value="365">In a year</option>
          <option value="">Never (until revoked)</option>
        </SelectField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={create.isPending}>
            Create key
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The whole key, this once. */
export function NewKeyDialog({ created, onClose }: { created: CreatedKey; onClose: () => void }) {
  const utils = trpc.useUtils();
  const close = () => {
    utils.keys.list.invalidate();
    onClose();
  };
  return (
    <Dialog open onClose={close} title={`Key “${created.name}” created`}>
      <div className="flex flex-col gap-4">
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950" role="status">
          Copy it now and keep it in your system’s secret store: we keep only its fingerprint and cannot show
          it again.
        </p>
        <output
          aria-label="Your new API key"
          className="break-all rounded-lg bg-stone-100 p-3 font-mono text-sm"
        >
          {created.key}
        </output>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Done
          </Button>
          <Button
            onClick={() =>
              navigator.clipboard
                .writeText(created.key)
                .then(() => toast.success('Key copied'))
                .catch(() => toast.error('Copy failed: select the key and copy it yourself'))
            }
          >
            Copy key
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
