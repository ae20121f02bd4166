import { registerInput } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { cn } from '@app/ui/cn';
import { SelectField, TextAreaField, TextField } from '@app/ui/field';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { toast } from 'sonner';
import { errorMessage, serverFieldErrors } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { adoptAccountLanguage, useT } from '../../lib/i18n.ts';
import { Rich } from '../../lib/i18n-rich.tsx';
import { homeFor, session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import accounts from '../../locales/compiled/accounts.ts';
import { AuthLayout } from './auth-layout.tsx';

const ACCOUNT_TYPES = ['customer', 'supplier', 'delivery'] as const;

// An invitation link (decision 0102) opens here: the invitation and joining its business.
const InvitationScreen = lazy(() => import('../business/invitation-screen.tsx'));

export function RegisterPage() {
  const { invite } = useSearch({ strict: false }) as { invite?: unknown };
  if (typeof invite === 'string' && invite)
    return (
      <Suspense fallback={null}>
        <InvitationScreen token={invite} />
      </Suspense>
    );
  return <RegisterForm />;
}

function RegisterForm() {
  const { t, language } = useT(accounts);
  const navigate = useNavigate();
  const cities = trpc.site.cities.list.useQuery(undefined, { staleTime: 300_000 });
  const form = useSchemaForm(registerInput, {
    user_type: 'customer',
    username: '',
    email: '',
    password: '',
    restaurant_name: '',
    fssai_number: '',
    phone: '',
    address: '',
    city_id: '',
  });
  const type = ACCOUNT_TYPES.find((v) => v === form.values.user_type) ?? 'customer';
  const company = form.text('restaurant_name');
  const register = trpc.accounts.register.useMutation({
    onSuccess(res) {
      session.save(res.access_token, res.user);
      adoptAccountLanguage(res.user.preferred_language);
      toast.success(t('register.success'));
      navigate({ to: homeFor(res.user) });
    },
    onError(e) {
      form.setErrors(serverFieldErrors(e));
      toast.error(errorMessage(e, t('register.failed')));
    },
  });
  return (
    <AuthLayout
      title={t('register.title')}
      subtitle={
        <Rich
          area={accounts}
          id="register.haveAccount"
          components={[
            <Link key="login" to="/login" className="font-medium text-brand-800 hover:underline" />,
          ]}
        />
      }
      aside={<p className="text-3xl font-bold leading-tight">{t('register.aside')}</p>}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          const data = form.validate();
          if (data)
            register.mutate({ ...data, city_id: data.city_id || undefined, preferred_language: language });
        }}
      >
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-stone-800">{t('register.type')}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {ACCOUNT_TYPES.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer flex-col rounded-lg border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                  form.values.user_type === value
                    ? 'border-brand-700 bg-brand-50'
                    : 'border-stone-300 bg-white hover:bg-stone-50',
                )}
              >
                <input
                  type="radio"
                  name="user_type"
                  value={value}
                  checked={form.values.user_type === value}
                  onChange={() => form.set('user_type', value)}
                  className="sr-only"
                />
                <span className="font-semibold">{t(`register.${value}`)}</span>
                <span className="mt-1 text-xs text-stone-600">{t(`register.${value}.text`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextField label={t('register.name')} autoComplete="name" {...form.text('username')} />
        <TextField
          label={t('form.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.text('email')}
        />
        <TextField
          label={t('form.password')}
          type="password"
          autoComplete="new-password"
          hint={t('register.passwordHint')}
          {...form.text('password')}
        />
        <TextField
          label={t(`register.${type}.company`)}
          autoComplete="organization"
          {...company}
          // The schema's "Company name is required" is one for every role; the field is named per role.
          error={
            company.error && !company.value.trim() ? t(`register.${type}.companyRequired`) : company.error
          }
        />
        <TextField
          label={t('register.fssai')}
          inputMode="numeric"
          optional={form.values.user_type !== 'customer'}
          hint={
            form.values.user_type === 'supplier' ? t('register.fssaiSupplierHint') : t('register.fssaiHint')
          }
          {...form.text('fssai_number')}
        />
        <TextField
          label={t('register.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={t('register.phoneHint')}
          {...form.text('phone')}
        />
        <TextAreaField
          label={t('register.address')}
          autoComplete="street-address"
          {...form.text('address')}
        />
        <SelectField
          label={t('register.city')}
          optional={form.values.user_type === 'supplier'}
          value={String(form.values.city_id ?? '')}
          onChange={(e) => form.set('city_id', e.target.value)}
          error={form.error('city_id')}
        >
          <option value="">
            {cities.isLoading ? t('register.citiesLoading') : t('register.cityChoose')}
          </option>
          {cities.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}, {c.state}
            </option>
          ))}
        </SelectField>
        <Button type="submit" size="lg" busy={register.isPending}>
          {register.isPending ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
