import { newPasswordForm, passwordResetRequestInput, passwordResetVerifyInput } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { cn } from '@app/ui/cn';
import { TextField } from '@app/ui/field';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { useT } from '../../lib/i18n.ts';
import { Rich } from '../../lib/i18n-rich.tsx';
import { trpc } from '../../lib/trpc.ts';
import accounts from '../../locales/compiled/accounts.ts';
import { AuthLayout } from './auth-layout.tsx';

const STEPS = ['reset.stepEmail', 'reset.stepToken', 'reset.stepPassword'] as const;
const tokenInput = passwordResetVerifyInput.pick({ reset_token: true });

function Steps({ current }: { current: number }) {
  const { t } = useT(accounts);
  return (
    <ol className="mb-6 grid grid-cols-3 gap-2 text-xs font-medium" aria-label={t('reset.progress')}>
      {STEPS.map((label, i) => (
        <li key={label} aria-current={i + 1 === current ? 'step' : undefined}>
          <span
            className={cn('block h-1.5 rounded-full', i + 1 <= current ? 'bg-brand-600' : 'bg-stone-200')}
            aria-hidden
          />
          <span className={cn('mt-2 block', i + 1 === current ? 'text-brand-800' : 'text-stone-500')}>
            {t('reset.step', { number: i + 1, label: t(label) })}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * Spec: three steps. The token is shown on screen only in development (the server answers it
 * only when no mailer is configured); otherwise it arrives by e-mail and the server checks it.
 */
export function ForgotPasswordPage() {
  const { t } = useT(accounts);
  const invalidToken = t('reset.invalid');
  const navigate = useNavigate();
  const [step, setStep] = useState(1);
  const [issuedToken, setIssuedToken] = useState<string | null>(null);
  const emailForm = useSchemaForm(passwordResetRequestInput, { email: '' });
  const tokenForm = useSchemaForm(tokenInput, { reset_token: '' });
  const passwordForm = useSchemaForm(newPasswordForm, { new_password: '', confirm_password: '' });
  const email = String(emailForm.values.email ?? '').trim();
  const token = String(tokenForm.values.reset_token ?? '').trim();

  const request = trpc.accounts.requestPasswordReset.useMutation({
    onSuccess(res) {
      setIssuedToken(res.reset_token);
      toast.success(res.reset_token ? t('reset.generated') : t('reset.checkMail'));
      setStep(2);
    },
    onError: (e) => toast.error(errorMessage(e, t('reset.notFound'))),
  });
  const verify = trpc.accounts.verifyResetToken.useMutation({
    onSuccess: () => tokenVerified(),
    onError(e) {
      const message = errorMessage(e, invalidToken);
      tokenForm.setErrors({ reset_token: message });
      toast.error(message);
    },
  });
  const reset = trpc.accounts.resetPassword.useMutation({
    onSuccess() {
      toast.success(t('reset.done'));
      navigate({ to: '/login' });
    },
    onError: (e) => toast.error(errorMessage(e, t('reset.failed'))),
  });

  function tokenVerified() {
    toast.success(t('reset.verified'));
    setStep(3);
  }

  function verifyToken() {
    const data = tokenForm.validate();
    if (!data) return;
    if (issuedToken === null) return verify.mutate({ email, reset_token: data.reset_token });
    // Spec section 4: in development the browser compares with the token it was given.
    if (data.reset_token === issuedToken) return tokenVerified();
    tokenForm.setErrors({ reset_token: invalidToken });
    toast.error(invalidToken);
  }

  return (
    <AuthLayout
      title={t('reset.title')}
      subtitle={
        <Rich
          area={accounts}
          id="reset.remembered"
          components={[
            <Link key="login" to="/login" className="font-medium text-brand-800 hover:underline" />,
          ]}
        />
      }
      aside={<p className="text-3xl font-bold leading-tight">{t('reset.aside')}</p>}
    >
      <Steps current={step} />
      {step === 1 && (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            const data = emailForm.validate();
            if (data) request.mutate(data);
          }}
        >
          <p className="text-sm text-stone-600">{t('reset.enterEmail')}</p>
          <TextField
            label={t('form.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            {...emailForm.text('email')}
          />
          <Button type="submit" size="lg" busy={request.isPending}>
            {request.isPending ? t('reset.requesting') : t('reset.request')}
          </Button>
        </form>
      )}
      {step === 2 && (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            verifyToken();
          }}
        >
          {issuedToken ? (
            <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm" role="status">
              <p className="font-medium text-amber-900">{t('reset.yourToken')}</p>
              <p className="mt-2 select-all break-all rounded-lg bg-white px-3 py-2 font-mono text-base text-stone-900">
                {issuedToken}
              </p>
              <p className="mt-2 text-amber-900">{t('reset.devNote', { email })}</p>
            </div>
          ) : (
            <div
              className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
              role="status"
            >
              {t('reset.sentNote', { email })}
            </div>
          )}
          <TextField
            label={t('reset.token')}
            autoComplete="one-time-code"
            spellCheck={false}
            required
            {...tokenForm.text('reset_token')}
          />
          <Button type="submit" size="lg" busy={verify.isPending}>
            {verify.isPending ? t('reset.verifying') : t('reset.verify')}
          </Button>
          <button
            type="button"
            onClick={() => {
              tokenForm.reset();
              setStep(1);
            }}
            className="rounded text-sm font-medium text-stone-600 hover:text-stone-900 hover:underline"
          >
            {t('reset.otherEmail')}
          </button>
        </form>
      )}
      {step === 3 && (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            const data = passwordForm.validate();
            if (data) reset.mutate({ email, reset_token: token, new_password: data.new_password });
          }}
        >
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <TextField
            label={t('reset.newPassword')}
            type="password"
            autoComplete="new-password"
            hint={t('register.passwordHint')}
            required
            {...passwordForm.text('new_password')}
          />
          <TextField
            label={t('reset.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
            {...passwordForm.text('confirm_password')}
          />
          <Button type="submit" size="lg" busy={reset.isPending}>
            {reset.isPending ? t('reset.resetting') : t('reset.reset')}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
