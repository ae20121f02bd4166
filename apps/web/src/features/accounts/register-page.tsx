import { registerInput } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { cn } from '@app/ui/cn';
import { SelectField, TextAreaField, TextField } from '@app/ui/field';
import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { errorMessage, serverFieldErrors } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { homeFor, session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { AuthLayout } from './auth-layout.tsx';

const ACCOUNT_TYPES = [
  {
    value: 'customer',
    title: 'Restaurant',
    text: 'Buy supplies for your restaurant or business.',
    company: 'Restaurant/Business Name',
  },
  {
    value: 'supplier',
    title: 'Supplier',
    text: 'List your products and sell to restaurants.',
    company: 'Supplier Company Name',
  },
  {
    value: 'delivery',
    title: 'Delivery partner',
    text: 'Deliver orders to restaurants in your city.',
    company: 'Company/Organization Name',
  },
] as const;

export function RegisterPage() {
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
  const type = ACCOUNT_TYPES.find((t) => t.value === form.values.user_type) ?? ACCOUNT_TYPES[0];
  const register = trpc.accounts.register.useMutation({
    onSuccess(res) {
      session.save(res.access_token, res.user);
      toast.success('Registration successful!');
      navigate({ to: homeFor(res.user) });
    },
    onError(e) {
      form.setErrors(serverFieldErrors(e));
      toast.error(errorMessage(e, 'Registration failed'));
    },
  });
  return (
    <AuthLayout
      title="Register Your Restaurant"
      subtitle={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-brand-800 hover:underline">
            Log in
          </Link>
        </>
      }
      aside={
        <p className="text-3xl font-bold leading-tight">
          One account for every ingredient your kitchen needs.
        </p>
      }
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          const data = form.validate();
          if (data) register.mutate({ ...data, city_id: data.city_id || undefined });
        }}
      >
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-stone-800">Account type</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {ACCOUNT_TYPES.map((t) => (
              <label
                key={t.value}
                className={cn(
                  'flex cursor-pointer flex-col rounded-lg border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                  form.values.user_type === t.value
                    ? 'border-brand-700 bg-brand-50'
                    : 'border-stone-300 bg-white hover:bg-stone-50',
                )}
              >
                <input
                  type="radio"
                  name="user_type"
                  value={t.value}
                  checked={form.values.user_type === t.value}
                  onChange={() => form.set('user_type', t.value)}
                  className="sr-only"
                />
                <span className="font-semibold">{t.title}</span>
                <span className="mt-1 text-xs text-stone-600">{t.text}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextField label="Full name" autoComplete="name" {...form.text('username')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.text('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters"
          {...form.text('password')}
        />
        <TextField label={type.company} autoComplete="organization" {...form.text('restaurant_name')} />
        <TextField
          label="FSSAI number"
          inputMode="numeric"
          optional={form.values.user_type !== 'customer'}
          hint={
            form.values.user_type === 'supplier'
              ? '14-digit food licence number; needed to list food, not packaging or cleaning supplies'
              : '14-digit food licence number'
          }
          {...form.text('fssai_number')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint="10-digit mobile number"
          {...form.text('phone')}
        />
        <TextAreaField label="Address" autoComplete="street-address" {...form.text('address')} />
        <SelectField
          label="City"
          optional={form.values.user_type === 'supplier'}
          value={String(form.values.city_id ?? '')}
          onChange={(e) => form.set('city_id', e.target.value)}
          error={form.errors.city_id}
        >
          <option value="">{cities.isLoading ? 'Loading cities…' : 'Select your city'}</option>
          {cities.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}, {c.state}
            </option>
          ))}
        </SelectField>
        <Button type="submit" size="lg" busy={register.isPending}>
          {register.isPending ? 'Registering...' : 'Register'}
        </Button>
      </form>
    </AuthLayout>
  );
}
