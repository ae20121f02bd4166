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
import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage, serverFieldErrors } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import people from '../../locales/compiled/people.ts';

// The trading terms load after the page: every chunk a route imports is named in the entry's route
// table, which counts against the landing and /products budgets.
const TermsSection = lazy(() => import('../terms/terms-section.tsx'));
const ChannelSettings = lazy(() => import('../channels/channel-settings.tsx'));

type Profile = RouterOutputs['accounts']['supplierProfile']['get'];

/** Conflicts the server answers about one field (prefix taken or fixed, licence still needed). */
const CONFLICT_FIELDS: Record<string, string> = {
  invoice_prefix_taken: 'invoice_prefix',
  invoice_prefix_locked: 'invoice_prefix',
  fssai_in_use: 'fssai_number',
};

function fieldErrors(e: unknown, checkField: string): Record<string, string> {
  const appCode = e instanceof TRPCClientError ? (e.data as { appCode?: string } | undefined)?.appCode : '';
  const field = appCode ? CONFLICT_FIELDS[appCode] : undefined;
  return field ? { [field]: errorMessage(e, checkField) } : serverFieldErrors(e);
}

/** /supplier/profile: the supplier as the seller on its invoices (decision 0055), and its trading terms. */
export function SupplierProfilePage() {
  const { t } = useT(people);
  const profile = trpc.accounts.supplierProfile.get.useQuery();
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 p-4">
      <header>
        <h1 className="text-2xl font-bold">{t('people.profile.title')}</h1>
        <p className="mt-1 text-sm text-stone-600">
          {t('people.profile.intro')}{' '}
          <a href="#terms" className="inline-flex min-h-11 items-center font-medium text-brand-800 underline">
            {t('people.profile.termsLink')}
          </a>
        </p>
      </header>
      {profile.isPending ? (
        <Spinner label={t('people.profile.loading')} />
      ) : profile.isError ? (
        <EmptyState icon={TriangleAlert} title={t('people.profile.loadFailed')}>
          <Button variant="secondary" size="sm" onClick={() => profile.refetch()}>
            {t('people.tryAgain')}
          </Button>
        </EmptyState>
      ) : (
        <ProfileForm profile={profile.data} />
      )}
      <Suspense fallback={null}>
        <TermsSection />
      </Suspense>
      <Suspense fallback={null}>
        <ChannelSettings />
      </Suspense>
    </main>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useT(people);
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
      toast.success(t('people.profile.saved'));
    },
    onError(e) {
      form.setErrors(fieldErrors(e, t('people.profile.checkField')));
      toast.error(errorMessage(e, t('people.profile.saveFailed')));
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
        aria-label={t('people.profile.title')}
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          const data = form.validate();
          if (data) save.mutate(data);
        }}
      >
        <TextField
          label={t('people.profile.legalName')}
          className="sm:col-span-2"
          autoComplete="organization"
          hint={t('people.profile.legalNameHint')}
          {...bind('legal_name')}
        />
        <TextField
          label={t('people.profile.gstin')}
          optional
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          hint={t('people.profile.gstinHint')}
          {...bind('gstin')}
        />
        <SelectField label={t('people.profile.state')} {...bind('state')}>
          <option value="">{t('people.profile.selectState')}</option>
          {Object.entries(GST_STATE_CODES).map(([name, code]) => (
            <option key={name} value={name}>
              {name} ({code})
            </option>
          ))}
        </SelectField>
        {unregistered && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2">
            {t('people.profile.unregistered')}
          </p>
        )}
        <TextAreaField
          label={t('people.profile.address')}
          className="sm:col-span-2"
          autoComplete="street-address"
          hint={t('people.profile.addressHint')}
          {...bind('business_address')}
        />
        <TextField
          label={t('people.profile.fssai')}
          optional
          inputMode="numeric"
          maxLength={20}
          hint={t('people.profile.fssaiHint')}
          {...bind('fssai_number')}
        />
        <TextField
          label={t('people.profile.prefix')}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={10}
          hint={t('people.profile.prefixHint')}
          {...bind('invoice_prefix')}
        />
        <div className="flex flex-wrap items-center justify-end gap-3 sm:col-span-2">
          <p role="status" className="text-sm text-green-800">
            {saved ? t('people.profile.done') : ''}
          </p>
          <Button type="submit" busy={save.isPending}>
            {save.isPending ? t('people.saving') : t('people.profile.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
