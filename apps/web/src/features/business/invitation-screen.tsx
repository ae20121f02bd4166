import { invitationRegisterInput } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { TextField } from '@app/ui/field';
import { Spinner } from '@app/ui/spinner';
import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { errorMessage, serverFieldErrors } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { adoptAccountLanguage, useT } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import business from '../../locales/compiled/business.ts';
import { AuthLayout } from '../accounts/auth-layout.tsx';

/**
 * What an invitation link opens: the business, role and outlets; then joining it, by accepting
 * (signed in with the invited address) or by registering (no account yet).
 */
export default function InvitationScreen({ token }: { token: string }) {
  const { t } = useT(business);
  const view = trpc.business.invitation.useQuery({ token }, { retry: false });
  const user = session.user();
  if (view.isPending) return <Spinner label={t('business.loading')} />;
  if (view.isError)
    return (
      <AuthLayout title={t('business.title')}>
        <p role="alert" className="text-sm text-stone-700">
          {t('business.invitationGone')}
        </p>
      </AuthLayout>
    );
  const inv = view.data;
  const same = user?.email === inv.email;
  return (
    <AuthLayout title={t('business.invitationTitle', { business: inv.business_name })}>
      <div className="mb-4 flex flex-col gap-1 text-sm text-stone-700">
        <p>
          {t('business.invitationText', {
            inviter: inv.invited_by ?? inv.business_name,
            email: inv.email,
            role: t(`business.role.${inv.role}`),
          })}
        </p>
        {inv.outlet_names.length > 0 && (
          <p>{t('business.invitationOutlets', { outlets: inv.outlet_names.join(', ') })}</p>
        )}
      </div>
      {same ? (
        <AcceptButton token={token} businessName={inv.business_name} />
      ) : user ? (
        <p className="text-sm text-stone-700">{t('business.otherAccount', { email: user.email })}</p>
      ) : inv.has_account ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-stone-700">{t('business.loginToAccept', { email: inv.email })}</p>
          <Link to="/login" className="font-medium text-brand-800 underline">
            {t('business.login')}
          </Link>
        </div>
      ) : (
        <RegisterForm token={token} email={inv.email} />
      )}
    </AuthLayout>
  );
}

function AcceptButton({ token, businessName }: { token: string; businessName: string }) {
  const { t } = useT(business);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const accept = trpc.business.accept.useMutation({
    onSuccess() {
      toast.success(t('business.accepted', { business: businessName }));
      utils.business.invalidate();
      navigate({ to: '/orders', hash: 'business' });
    },
    onError: (e) => toast.error(errorMessage(e, t('business.saveFailed'))),
  });
  return (
    <Button size="lg" busy={accept.isPending} onClick={() => accept.mutate({ token })}>
      {t('business.accept')}
    </Button>
  );
}

function RegisterForm({ token, email }: { token: string; email: string }) {
  const { t, language } = useT(business);
  const navigate = useNavigate();
  const form = useSchemaForm(invitationRegisterInput, { token, username: '', password: '', phone: '' });
  const register = trpc.business.register.useMutation({
    onSuccess(res) {
      session.save(res.access_token, res.user);
      adoptAccountLanguage(res.user.preferred_language);
      navigate({ to: '/products' });
    },
    onError(e) {
      form.setErrors(serverFieldErrors(e));
      toast.error(errorMessage(e, t('business.saveFailed')));
    },
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const data = form.validate();
        if (data) register.mutate({ ...data, preferred_language: language });
      }}
    >
      <p className="text-sm text-stone-600">{t('business.registerHint', { email })}</p>
      <TextField label={t('business.name')} autoComplete="name" {...form.text('username')} />
      <TextField
        label={t('business.password')}
        type="password"
        autoComplete="new-password"
        {...form.text('password')}
      />
      <TextField
        label={t('business.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        {...form.text('phone')}
      />
      <Button type="submit" size="lg" busy={register.isPending}>
        {t('business.register')}
      </Button>
    </form>
  );
}
