import { cityInput } from '@app/api/schemas';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { Dialog } from '@app/ui/dialog';
import { EmptyState } from '@app/ui/empty-state';
import { TextField } from '@app/ui/field';
import { Building } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { PageHeader, QueryState } from '../../components/admin/page.tsx';
import { errorMessage, serverFieldErrors } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import citiesText from '../../locales/compiled/cities.ts';

type City = { id: string; name: string; state: string; is_active: boolean };

export function CitiesPage() {
  const { t } = useT(citiesText);
  const utils = trpc.useUtils();
  const cities = trpc.site.cities.list.useQuery({ include_inactive: true });
  const [adding, setAdding] = useState(false);
  const [toggling, setToggling] = useState<City | null>(null);
  const setActive = trpc.site.cities.setActive.useMutation({
    onSuccess: (c) => {
      toast.success(t(c.is_active ? 'cities.activated' : 'cities.deactivated', { name: c.name }));
      setToggling(null);
      utils.site.cities.list.invalidate();
    },
    onError: (e) => toast.error(errorMessage(e, t('cities.updateFailed'))),
  });
  return (
    <>
      <PageHeader
        title={t('cities.title')}
        description={t('cities.description')}
        actions={<Button onClick={() => setAdding(true)}>{t('cities.add')}</Button>}
      />
      <QueryState query={cities} failed={t('cities.failed')}>
        {cities.data?.length === 0 ? (
          <EmptyState icon={Building} title={t('cities.empty')}>
            {t('cities.emptyHint')}
          </EmptyState>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {cities.data?.map((c) => (
              <li key={c.id}>
                <Card className="flex items-center justify-between gap-3 p-4">
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-stone-900">{c.name}</p>
                    <p className="truncate text-sm text-stone-600">{c.state}</p>
                    <Badge tone={c.is_active ? 'green' : 'red'} className="mt-2">
                      {t(c.is_active ? 'cities.active' : 'cities.inactive')}
                    </Badge>
                  </div>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t(c.is_active ? 'cities.deactivateOf' : 'cities.activateOf', {
                      name: c.name,
                    })}
                    onClick={() =>
                      c.is_active ? setToggling(c) : setActive.mutate({ id: c.id, is_active: true })
                    }
                  >
                    {t(c.is_active ? 'cities.deactivate' : 'cities.activate')}
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {adding && <AddCityDialog onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={!!toggling}
        title={t('cities.deactivateTitle')}
        message={t('cities.deactivateMessage', { name: toggling?.name ?? '', state: toggling?.state ?? '' })}
        confirmLabel={t('cities.deactivate')}
        busy={setActive.isPending}
        onCancel={() => setToggling(null)}
        onConfirm={() => toggling && setActive.mutate({ id: toggling.id, is_active: false })}
      />
    </>
  );
}

function AddCityDialog({ onClose }: { onClose: () => void }) {
  const { t } = useT(citiesText);
  const utils = trpc.useUtils();
  const form = useSchemaForm(cityInput, { name: '', state: '', is_active: true });
  const create = trpc.site.cities.create.useMutation({
    onSuccess: (c) => {
      toast.success(t('cities.added', { name: c.name, state: c.state }));
      utils.site.cities.list.invalidate();
      onClose();
    },
    onError: (e) => {
      form.setErrors(serverFieldErrors(e));
      toast.error(errorMessage(e, t('cities.addFailed')));
    },
  });
  return (
    <Dialog open onClose={onClose} title={t('cities.add')}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          const data = form.validate();
          if (data) create.mutate(data);
        }}
      >
        <TextField label={t('cities.name')} required {...form.text('name')} />
        <TextField label={t('cities.state')} required {...form.text('state')} />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose}>
            {t('cities.cancel')}
          </Button>
          <Button type="submit" busy={create.isPending}>
            {create.isPending ? t('cities.adding') : t('cities.add')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
