import { runLinesInput } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { toast } from 'sonner';
import { errorMessage, serverFieldErrors } from '../../lib/errors.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { useT } from '../../lib/i18n.ts';
import { lineName } from '../../lib/lines.ts';
import { trpc } from '../../lib/trpc.ts';
import standingText from '../../locales/compiled/standing.ts';
import { LineRows } from './line-rows.tsx';
import { dayLabel, type Standing } from './standing-words.ts';
import { type Row, withTypedLines } from './typed-lines.ts';
import { useReplaceStanding } from './use-standing.ts';

const dateForm = withTypedLines(runLinesInput);

/** One date's own quantities: 0 leaves a line out of that run; the standing order stays as it is. */
export default function DateQuantities({
  standing,
  date,
  onClose,
}: {
  standing: Standing;
  date: string;
  onClose: () => void;
}) {
  const { t } = useT(standingText);
  const replace = useReplaceStanding();
  const own = standing.upcoming.find((u) => u.date === date)?.lines;
  const form = useSchemaForm(dateForm, {
    id: standing.id,
    date,
    lines: standing.lines.map(
      (l): Row => ({
        product_id: l.product_id,
        name: lineName(l.product_name, l),
        soldBy: l.sold_by,
        quantity: String(own?.find((o) => o.product_id === l.product_id)?.quantity ?? l.quantity),
      }),
    ),
  });
  const rows = form.values.lines as Row[];
  const day = dayLabel(date);
  const save = trpc.standing.setDate.useMutation({
    onSuccess(next) {
      replace(next);
      toast.success(t('standing.date.saved', { date: day }));
      onClose();
    },
    onError(e) {
      form.setErrors(serverFieldErrors(e));
      toast.error(errorMessage(e, t('standing.date.saveFailed')));
    },
  });
  return (
    <Dialog open onClose={onClose} title={t('standing.date.title', { date: day })}>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          const data = form.validate();
          if (data) save.mutate(data);
        }}
      >
        <p className="text-sm text-stone-600">{t('standing.date.hint')}</p>
        <LineRows
          rows={rows}
          label={t('standing.date.lines', { date: day })}
          min={0}
          errorOf={(i) => form.error(`lines.${i}.quantity`)}
          onChange={(next) => form.set('lines', next)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('standing.cancel')}
          </Button>
          <Button type="submit" busy={save.isPending}>
            {t('standing.date.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
