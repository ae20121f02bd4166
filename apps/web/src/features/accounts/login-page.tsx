import { loginInput } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { TextField } from '@app/ui/field';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { useHydrated } from '../../lib/hydrated.ts';
import { adoptAccountLanguage, useT } from '../../lib/i18n.ts';
import { Rich } from '../../lib/i18n-rich.tsx';
import { homeFor, session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import accounts from '../../locales/compiled/accounts.ts';
import { AuthLayout } from './auth-layout.tsx';
import { TrustedBy } from './trusted-by.tsx';

// Loaded only when opened: the sub-admin tables stay out of the login screen's bundle.
const SuperAdminPanel = lazy(() => import('./super-admin-panel.tsx'));

export function LoginPage() {
  const { t } = useT(accounts);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const form = useSchemaForm(loginInput, { email: '', password: '' });
  const [panel, setPanel] = useState(false);
  // The page is prerendered (apps/web/scripts/prerender.ts): usable once its script has run.
  const ready = useHydrated();
  const login = trpc.accounts.login.useMutation({
    onSuccess(res) {
      session.save(res.access_token, res.user);
      adoptAccountLanguage(res.user.preferred_language);
      utils.invalidate();
      toast.success(t('login.success'));
      navigate({ to: homeFor(res.user) });
    },
    onError(e) {
      toast.error(errorMessage(e, t('login.failed')));
    },
  });
  return (
    <AuthLayout
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      aside={
        <>
          <TrustedBy />
          <p className="mt-3 max-w-md text-brand-100">{t('login.aside')}</p>
        </>
      }
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          const data = form.validate();
          if (data) login.mutate(data);
        }}
      >
        <TextField
          label={t('form.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          readOnly={!ready}
          {...form.text('email')}
        />
        <TextField
          label={t('form.password')}
          type="password"
          autoComplete="current-password"
          required
          readOnly={!ready}
          {...form.text('password')}
        />
        <div className="flex items-center justify-between text-sm">
          <label className="inline-flex items-center gap-2 text-stone-700">
            <input type="checkbox" name="remember" className="size-4 accent-brand-700" />{' '}
            {t('login.remember')}
          </label>
          <Link to="/forgot-password" className="font-medium text-brand-800 hover:underline">
            {t('login.forgot')}
          </Link>
        </div>
        <Button type="submit" size="lg" busy={login.isPending} disabled={!ready}>
          {login.isPending ? t('login.signingIn') : t('login.signIn')}
        </Button>
      </form>
      <div className="mt-6 border-t border-stone-200 pt-6 text-center">
        <p className="text-sm text-stone-600">{t('login.new')}</p>
        <Link
          to="/register"
          className="mt-2 inline-flex h-11 w-full items-center justify-center rounded-lg border border-stone-300 bg-white font-medium hover:bg-stone-100"
        >
          {t('login.create')}
        </Link>
      </div>
      <p className="mt-6 text-center text-xs text-stone-500">
        <Rich
          area={accounts}
          id="login.agree"
          components={[
            <Link key="terms" to="/terms" className="underline" />,
            <Link key="privacy" to="/privacy-policy" className="underline" />,
          ]}
        />
      </p>
      <div className="mt-4 text-center">
        <button
          type="button"
          disabled={!ready}
          onClick={() => setPanel(true)}
          className="text-xs font-medium text-stone-500 underline-offset-2 hover:text-stone-800 hover:underline"
        >
          {t('login.superAdmin')}
        </button>
      </div>
      {panel && (
        <Suspense fallback={null}>
          <SuperAdminPanel onClose={() => setPanel(false)} />
        </Suspense>
      )}
    </AuthLayout>
  );
}
