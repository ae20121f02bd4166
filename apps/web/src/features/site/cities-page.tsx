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
import { trpc } from '../../lib/trpc.ts';

type City = { id: string; name: string; state: string; is_active: boolean };

export function CitiesPage() {
  const utils = trpc.useUtils();
  const cities = trpc.site.cities.list.useQuery({ include_inactive: true });
  const [adding, setAdding] = useState(false);
  const [toggling, setToggling] = useState<City | null>(null);
  const setActive = trpc.site.cities.setActive.useMutation({
    onSuccess: (c) => {
      toast.success(`${c.name} ${c.is_active ? 'activated' : 'deactivated'}`);
      setToggling(null);
      utils.site.cities.list.invalidate();
    },
    onError: (e) => toast.error(errorMessage(e, 'Failed to update city')),
  });
  return (
    <>
      <PageHeader
        title="Manage Cities"
        description="Cities customers can order in. A deactivated city disappears from registration and filters."
        actions={<Button onClick={() => setAdding(true)}>Add City</Button>}
      />
      <QueryState query={cities} failed="Failed to fetch cities">
        {cities.data?.length === 0 ? (
          <EmptyState icon={Building} title="No cities yet">
            Add the first city to start selling.
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
                      {c.is_active ? 'Active' : 'Inactive'}
                    </Badge>
                  </div>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`${c.is_active ? 'Deactivate' : 'Activate'} ${c.name}`}
                    onClick={() =>
                      c.is_active ? setToggling(c) : setActive.mutate({ id: c.id, is_active: true })
                    }
                  >
                    {c.is_active ? 'Deactivate' : 'Activate'}
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
        title="Deactivate city?"
        message={`${toggling?.name}, ${toggling?.state} will no longer be offered to new registrations.`}
        confirmLabel="Deactivate"
        busy={setActive.isPending}
        onCancel={() => setToggling(null)}
        onConfirm={() => toggling && setActive.mutate({ id: toggling.id, is_active: false })}
      />
    </>
  );
}

function AddCityDialog({ onClose }: { onClose: () => void }) {
  const utils = trpc.useUtils();
  const form = useSchemaForm(cityInput, { name: '', state: '', is_active: true });
  const create = trpc.site.cities.create.useMutation({
    onSuccess: (c) => {
      toast.success(`${c.name}, ${c.state} added`);
      utils.site.cities.list.invalidate();
      onClose();
    },
    onError: (e) => {
      form.setErrors(serverFieldErrors(e));
      toast.error(errorMessage(e, 'Failed to add city'));
    },
  });
  return (
    <Dialog open onClose={onClose} title="Add City">
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          const data = form.validate();
          if (data) create.mutate(data);
        }}
      >
        <TextField label="City name" required {...form.text('name')} />
        <TextField label="State" required {...form.text('state')} />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={create.isPending}>
            {create.isPending ? 'Adding...' : 'Add City'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
