import type { RouterOutputs } from '@app/api';
import { supplierProfileInput } from '@app/api/schemas';
import { GST_STATE_CODES } from '@app/api/shared';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { EmptyState } from '@app/ui/empty-state';
import { SelectField, TextAreaField, TextField } from '@app/ui/field';
import { Spinner } from '@app/ui/spinner';
import { TRPCClientError } from '@trpc/client';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage, serverFieldErrors } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { trpc } from '../../lib/trpc.ts';

type Profile = RouterOutputs['accounts']['supplierProfile']['get'];

/** Conflicts the server answers about one field (prefix taken or fixed, licence still needed). */
const CONFLICT_FIELDS: Record<string, string> = {
  invoice_prefix_taken: 'invoice_prefix',
  invoice_prefix_locked: 'invoice_prefix',
  fssai_in_use: 'fssai_number',
};

function fieldErrors(e: unknown): Record<string, string> {
  const appCode = e instanceof TRPCClientError ? (e.data as { appCode?: string } | undefined)?.appCode : '';
  const field = appCode ? CONFLICT_FIELDS[appCode] : undefined;
  return field ? { [field]: errorMessage(e, 'Please check this field') } : serverFieldErrors(e);
}

/** /supplier/profile: the supplier as the seller printed on its invoices (decision 0055). */
export function SupplierProfilePage() {
  const profile = trpc.accounts.supplierProfile.get.useQuery();
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 p-4">
      <header>
        <h1 className="text-2xl font-bold">Seller profile</h1>
        <p className="mt-1 text-sm text-stone-600">
          How your business appears as the seller on the invoices of your sales.
        </p>
      </header>
      {profile.isPending ? (
        <Spinner label="Loading your profile…" />
      ) : profile.isError ? (
        <EmptyState icon={TriangleAlert} title="Failed to load your profile">
          <Button variant="secondary" size="sm" onClick={() => profile.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : (
        <ProfileForm profile={profile.data} />
      )}
    </main>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const utils = trpc.useUtils();
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm(supplierProfileInput, {
    legal_name: profile.legal_name || profile.company_name,
    gstin: profile.gstin ?? '',
    business_address: profile.business_address,
    state: profile.state,
    fssai_number: profile.fssai_number,
    invoice_prefix: profile.invoice_prefix ?? '',
  });
  const save = trpc.accounts.supplierProfile.update.useMutation({
    onSuccess(data) {
      utils.accounts.supplierProfile.get.setData(undefined, data);
      setSaved(true);
      toast.success('Seller profile saved');
    },
    onError(e) {
      form.setErrors(fieldErrors(e));
      toast.error(errorMessage(e, 'Failed to save your profile'));
    },
  });
  const unregistered = !String(form.values.gstin ?? '').trim();
  const bind = (name: string) => {
    const props = form.text(name);
    return {
      ...props,
      onChange: (e: { target: { value: string } }) => {
        setSaved(false);
        props.onChange(e);
      },
    };
  };

  return (
    <Card className="p-4 sm:p-6">
      <form
        noValidate
        aria-label="Seller profile"
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          const data = form.validate();
          if (data) save.mutate(data);
        }}
      >
        <TextField
          label="Legal name"
          className="sm:col-span-2"
          autoComplete="organization"
          hint="As registered, such as Meena Traders Pvt Ltd"
          {...bind('legal_name')}
        />
        <TextField
          label="GSTIN"
          optional
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          hint="15 characters, starting with your state's code"
          {...bind('gstin')}
        />
        <SelectField label="State" {...bind('state')}>
          <option value="">Select your state</option>
          {Object.entries(GST_STATE_CODES).map(([name, code]) => (
            <option key={name} value={name}>
              {name} ({code})
            </option>
          ))}
        </SelectField>
        {unregistered && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2">
            Without a GSTIN your sales are invoiced as bills of supply: no GST is charged on them.
          </p>
        )}
        <TextAreaField
          label="Business address"
          className="sm:col-span-2"
          autoComplete="street-address"
          hint="Your place of business, with the PIN code"
          {...bind('business_address')}
        />
        <TextField
          label="FSSAI licence number"
          optional
          inputMode="numeric"
          maxLength={20}
          hint="14 digits; needed to list food"
          {...bind('fssai_number')}
        />
        <TextField
          label="Invoice prefix"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={10}
          hint="2 to 5 letters or digits; your invoice numbers start with it, such as MEENA/2627/00001"
          {...bind('invoice_prefix')}
        />
        <div className="flex flex-wrap items-center justify-end gap-3 sm:col-span-2">
          <p role="status" className="text-sm text-green-800">
            {saved ? 'Profile saved.' : ''}
          </p>
          <Button type="submit" busy={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save profile'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
