import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { TextField } from '@app/ui/field';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';

type Source = { from_cart: true } | { from_order_id: string };

/** "Save as list": names a new par list made from the cart or from a past order. */
export function SaveListButton({
  source,
  label,
  className,
}: {
  source: Source;
  label: string;
  className?: string;
}) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const create = trpc.cart.lists.create.useMutation({
    onSuccess(list) {
      setOpen(false);
      setName('');
      void utils.cart.lists.list.invalidate();
      toast.success(`Saved list “${list.name}” with ${list.item_count} product(s)`, {
        action: { label: 'My lists', onClick: () => void navigate({ to: '/lists' }) },
      });
    },
  });
  return (
    <>
      <Button variant="secondary" className={className} aria-label={label} onClick={() => setOpen(true)}>
        Save as list
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Save as list"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" form="save-list" busy={create.isPending}>
              Save list
            </Button>
          </>
        }
      >
        <form
          id="save-list"
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate({ name, ...source });
          }}
        >
          <TextField
            label="List name"
            value={name}
            maxLength={60}
            required
            placeholder="Monday staples"
            onChange={(e) => setName(e.target.value)}
            error={create.error ? errorMessage(create.error, 'Could not save the list') : undefined}
            hint="Quantities become the list's par: what to keep on hand."
          />
        </form>
      </Dialog>
    </>
  );
}
