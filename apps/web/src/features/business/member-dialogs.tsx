import { inviteInput } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { TextField } from '@app/ui/field';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage, serverFieldErrors } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import business from '../../locales/compiled/business.ts';
import type { Business } from './outlets-section.tsx';
import { RoleFields } from './role-fields.tsx';

type Member = Business['people'][number];
type BusinessRole = Member['role'];

function Footer({
  formId,
  busy,
  label,
  onClose,
}: {
  formId: string;
  busy: boolean;
  label: string;
  onClose: () => void;
}) {
  const { t } = useT(business);
  return (
    <>
      <Button variant="secondary" onClick={onClose}>
        {t('business.cancel')}
      </Button>
      <Button type="submit" form={formId} busy={busy}>
        {label}
      </Button>
    </>
  );
}

/** The owner invites a person by e-mail; in the demo the link is shown, as no e-mail goes out. */
export function InviteDialog({ business: b, onClose }: { business: Business; onClose: () => void }) {
  const { t } = useT(business);
  const utils = trpc.useUtils();
  const [link, setLink] = useState<string | null>(null);
  const form = useSchemaForm(inviteInput, {
    business_id: b.id,
    email: '',
    role: 'outlet_staff',
    outlet_ids: b.outlets.length === 1 ? [b.outlets[0]!.id] : [],
  });
  const invite = trpc.business.invite.useMutation({
    onSuccess(res) {
      toast.success(t('business.invited', { email: res.email }));
      utils.business.byId.invalidate();
      if (res.invite_link) setLink(res.invite_link);
      else onClose();
    },
    onError(e) {
      form.setErrors(serverFieldErrors(e));
      toast.error(errorMessage(e, t('business.saveFailed')));
    },
  });
  const formId = 'invite-form';
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('business.inviteTitle')}
      footer={
        link ? (
          <Button onClick={onClose}>{t('business.cancel')}</Button>
        ) : (
          <Footer formId={formId} busy={invite.isPending} label={t('business.send')} onClose={onClose} />
        )
      }
    >
      {link ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-stone-700">{t('business.inviteLink')}</p>
          <a
            data-testid="invite-link"
            className="font-mono text-xs break-all text-brand-800 underline"
            href={link}
          >
            {link}
          </a>
        </div>
      ) : (
        <form
          id={formId}
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            const data = form.validate();
            if (data) invite.mutate(data);
          }}
        >
          <TextField
            label={t('business.email')}
            type="email"
            inputMode="email"
            autoComplete="off"
            {...form.text('email')}
          />
          <RoleFields
            role={form.values.role as BusinessRole}
            outletIds={form.values.outlet_ids as string[]}
            outlets={b.outlets}
            error={form.error('outlet_ids')}
            onRole={(r) => form.set('role', r)}
            onOutlets={(ids) => form.set('outlet_ids', ids)}
          />
        </form>
      )}
    </Dialog>
  );
}

/** The owner changes a person's role and outlets. */
export function RoleDialog({
  business: b,
  member,
  onClose,
}: {
  business: Business;
  member: Member;
  onClose: () => void;
}) {
  const { t } = useT(business);
  const utils = trpc.useUtils();
  const [role, setRole] = useState<BusinessRole>(member.role);
  const [outletIds, setOutletIds] = useState(member.outlet_ids);
  const save = trpc.business.setRole.useMutation({
    onSuccess() {
      toast.success(t('business.roleSaved'));
      utils.business.byId.invalidate();
      onClose();
    },
    onError: (e) => toast.error(errorMessage(e, t('business.saveFailed'))),
  });
  const formId = 'role-form';
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('business.changeRoleTitle', { name: member.name })}
      footer={<Footer formId={formId} busy={save.isPending} label={t('business.save')} onClose={onClose} />}
    >
      <form
        id={formId}
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ business_id: b.id, member_id: member.id, role, outlet_ids: outletIds });
        }}
      >
        <RoleFields
          role={role}
          outletIds={outletIds}
          outlets={b.outlets}
          onRole={setRole}
          onOutlets={setOutletIds}
        />
      </form>
    </Dialog>
  );
}
