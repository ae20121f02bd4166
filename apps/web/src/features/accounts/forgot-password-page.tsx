import { newPasswordForm, passwordResetRequestInput, passwordResetVerifyInput } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { cn } from '@app/ui/cn';
import { TextField } from '@app/ui/field';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { trpc } from '../../lib/trpc.ts';
import { AuthLayout } from './auth-layout.tsx';

const STEPS = ['Your e-mail', 'Verify token', 'New password'];
const tokenInput = passwordResetVerifyInput.pick({ reset_token: true });
const INVALID_TOKEN = 'Invalid token. Please check and try again.';

function Steps({ current }: { current: number }) {
  return (
    <ol className="mb-6 grid grid-cols-3 gap-2 text-xs font-medium" aria-label="Progress">
      {STEPS.map((label, i) => (
        <li key={label} aria-current={i + 1 === current ? 'step' : undefined}>
          <span
            className={cn('block h-1.5 rounded-full', i + 1 <= current ? 'bg-brand-600' : 'bg-stone-200')}
            aria-hidden
          />
          <span className={cn('mt-2 block', i + 1 === current ? 'text-brand-800' : 'text-stone-500')}>
            {i + 1}. {label}
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
      toast.success(res.reset_token ? 'Reset token generated' : 'Check your e-mail for the reset token');
      setStep(2);
    },
    onError: (e) => toast.error(errorMessage(e, 'Email not found')),
  });
  const verify = trpc.accounts.verifyResetToken.useMutation({
    onSuccess: () => tokenVerified(),
    onError(e) {
      const message = errorMessage(e, INVALID_TOKEN);
      tokenForm.setErrors({ reset_token: message });
      toast.error(message);
    },
  });
  const reset = trpc.accounts.resetPassword.useMutation({
    onSuccess() {
      toast.success('Password reset successful');
      navigate({ to: '/login' });
    },
    onError: (e) => toast.error(errorMessage(e, 'Password reset failed')),
  });

  function tokenVerified() {
    toast.success('Token verified');
    setStep(3);
  }

  function verifyToken() {
    const data = tokenForm.validate();
    if (!data) return;
    if (issuedToken === null) return verify.mutate({ email, reset_token: data.reset_token });
    // Spec section 4: in development the browser compares with the token it was given.
    if (data.reset_token === issuedToken) return tokenVerified();
    tokenForm.setErrors({ reset_token: INVALID_TOKEN });
    toast.error(INVALID_TOKEN);
  }

  return (
    <AuthLayout
      title="Reset your password"
      subtitle={
        <>
          Remembered it?{' '}
          <Link to="/login" className="font-medium text-brand-800 hover:underline">
            Back to login
          </Link>
        </>
      }
      aside={
        <p className="text-3xl font-bold leading-tight">Locked out? You'll be ordering again in a minute.</p>
      }
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
          <p className="text-sm text-stone-600">Enter the e-mail address of your account.</p>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            {...emailForm.text('email')}
          />
          <Button type="submit" size="lg" busy={request.isPending}>
            {request.isPending ? 'Getting Reset Token...' : 'Get Reset Token'}
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
              <p className="font-medium text-amber-900">Your reset token</p>
              <p className="mt-2 select-all break-all rounded-lg bg-white px-3 py-2 font-mono text-base text-stone-900">
                {issuedToken}
              </p>
              <p className="mt-2 text-amber-900">
                Development mode: in production this token would be sent to {email} by e-mail.
              </p>
            </div>
          ) : (
            <div
              className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
              role="status"
            >
              Check your e-mail for the reset token. If an account exists for {email}, we have sent one; it
              expires in 30 minutes.
            </div>
          )}
          <TextField
            label="Reset token"
            autoComplete="one-time-code"
            spellCheck={false}
            required
            {...tokenForm.text('reset_token')}
          />
          <Button type="submit" size="lg" busy={verify.isPending}>
            {verify.isPending ? 'Verifying...' : 'Verify Token'}
          </Button>
          <button
            type="button"
            onClick={() => {
              tokenForm.reset();
              setStep(1);
            }}
            className="rounded text-sm font-medium text-stone-600 hover:text-stone-900 hover:underline"
          >
            Use a different e-mail
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
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="At least 6 characters"
            required
            {...passwordForm.text('new_password')}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            {...passwordForm.text('confirm_password')}
          />
          <Button type="submit" size="lg" busy={reset.isPending}>
            {reset.isPending ? 'Resetting...' : 'Reset Password'}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
