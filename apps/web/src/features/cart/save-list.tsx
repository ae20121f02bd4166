import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { TextField } from '@app/ui/field';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import listsText from '../../locales/compiled/lists.ts';

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
  const { t } = useT(listsText);
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const create = trpc.cart.lists.create.useMutation({
    onSuccess(list) {
      setOpen(false);
      setName('');
      void utils.cart.lists.list.invalidate();
      toast.success(t('lists.created', { name: list.name, count: list.item_count }), {
        action: { label: t('lists.myLists'), onClick: () => void navigate({ to: '/lists' }) },
      });
    },
  });
  return (
    <>
      <Button variant="secondary" className={className} aria-label={label} onClick={() => setOpen(true)}>
        {t('lists.saveAs')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('lists.saveAs')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('lists.cancel')}
            </Button>
            <Button type="submit" form="save-list" busy={create.isPending}>
              {t('lists.save')}
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
            label={t('lists.name')}
            value={name}
            maxLength={60}
            required
            placeholder={t('lists.namePlaceholder')}
            onChange={(e) => setName(e.target.value)}
            error={create.error ? errorMessage(create.error, t('lists.saveFailed')) : undefined}
            hint={t('lists.parHint')}
          />
        </form>
      </Dialog>
    </>
  );
}
