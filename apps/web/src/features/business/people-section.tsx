import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import business from '../../locales/compiled/business.ts';
import { InviteDialog, RoleDialog } from './member-dialogs.tsx';
import type { Business } from './outlets-section.tsx';

type Member = Business['people'][number];

const OWNER = 'owner';
const toneOf = (role: Member['role']) => (role === OWNER ? 'green' : 'neutral');

/** The owner's people: invite, change a role, remove (asked first). */
export function PeopleSection({ business: b }: { business: Business }) {
  const { t } = useT(business);
  const utils = trpc.useUtils();
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<Member | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const remove = trpc.business.remove.useMutation({
    onSuccess() {
      toast.success(t('business.removed', { name: removing?.name ?? '' }));
      setRemoving(null);
      utils.business.byId.invalidate();
    },
    onError: (e) => toast.error(errorMessage(e, t('business.saveFailed'))),
  });
  const outletNames = (m: Member) =>
    m.role === OWNER
      ? t('business.everyOutlet')
      : b.outlets
          .filter((o) => m.outlet_ids.includes(o.id))
          .map((o) => o.name)
          .join(', ');
  return (
    <section aria-labelledby="people-title" className="flex flex-col gap-3">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="people-title" className="text-lg font-semibold">
          {t('business.people')}
        </h3>
        <Button onClick={() => setInviting(true)}>{t('business.invite')}</Button>
      </header>
      <ul className="flex flex-col gap-3" aria-label={t('business.people')}>
        {b.people.map((m) => (
          <li key={m.id}>
            <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h4 className="font-semibold break-words">
                    {m.name}
                    {m.is_you && <span className="font-normal text-stone-500"> ({t('business.you')})</span>}
                  </h4>
                  <Badge tone={toneOf(m.role)}>{t(`business.role.${m.role}`)}</Badge>
                </div>
                <p className="text-sm break-all text-stone-600">{m.email}</p>
                <p className="text-xs text-stone-500">
                  {m.is_account_holder ? t('business.accountHolder') : outletNames(m)}
                </p>
              </div>
              {!m.is_account_holder && (
                <div className="flex gap-2">
                  <Button variant="secondary" size="sm" onClick={() => setChanging(m)}>
                    {t('business.changeRole')}
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => setRemoving(m)}>
                    {t('business.remove')}
                  </Button>
                </div>
              )}
            </Card>
          </li>
        ))}
        {b.invitations.map((i) => (
          <li key={i.id}>
            <Card className="flex flex-wrap items-center gap-2 border-dashed p-4 text-sm text-stone-600">
              <span className="min-w-0 break-all">{t('business.pending', { email: i.email })}</span>
              <Badge tone="amber">{t(`business.role.${i.role}`)}</Badge>
            </Card>
          </li>
        ))}
      </ul>
      {inviting && <InviteDialog business={b} onClose={() => setInviting(false)} />}
      {changing && <RoleDialog business={b} member={changing} onClose={() => setChanging(null)} />}
      <ConfirmDialog
        open={removing !== null}
        title={t('business.removeTitle', { name: removing?.name ?? '' })}
        message={t('business.removeText', { name: removing?.name ?? '' })}
        confirmLabel={t('business.remove')}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate({ business_id: b.id, member_id: removing.id })}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
