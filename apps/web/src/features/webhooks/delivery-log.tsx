import type { RouterOutputs } from '@app/api';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { DataTable } from '@app/ui/data-table';
import { EmptyState } from '@app/ui/empty-state';
import { createColumnHelper } from '@tanstack/react-table';
import { when } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import integrations from '../../locales/compiled/integrations.ts';

type Delivery = RouterOutputs['webhooks']['deliveries'][number];
const col = createColumnHelper<Delivery>();
const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
const FAILED = 'failed';

/** Every attempt to reach an endpoint, newest first; a failed or delivered one can be sent again. */
export function DeliveryLog({
  rows,
  retrying,
  onRetry,
}: {
  rows: Delivery[];
  retrying: boolean;
  onRetry: (id: string) => void;
}) {
  const { t } = useT(integrations);
  const status = (s: Delivery['status']) => t(`integrations.log.statusValue.${s}`);
  const columns = [
    col.accessor('created_at', {
      header: t('integrations.log.when'),
      cell: (c) => <span className="whitespace-nowrap">{when(c.getValue())}</span>,
    }),
    col.accessor('event', { header: t('integrations.log.event') }),
    col.accessor('status', {
      header: t('integrations.log.status'),
      meta: {
        filter: {
          label: t('integrations.log.statusFilter'),
          options: DELIVERY_STATUSES.map((s) => ({ value: s, label: status(s) })),
        },
      },
      cell: (c) => (
        <Badge tone={c.getValue() === 'delivered' ? 'green' : c.getValue() === 'failed' ? 'red' : 'amber'}>
          {status(c.getValue())}
        </Badge>
      ),
    }),
    col.accessor('attempts', { header: t('integrations.log.attempts'), meta: { numeric: true } }),
    col.display({
      id: 'answer',
      header: t('integrations.log.answer'),
      cell: (c) => c.row.original.last_error ?? c.row.original.last_status_code ?? '—',
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('integrations.log.actions')}</span>,
      cell: (c) =>
        c.row.original.status !== 'pending' && (
          <Button variant="secondary" busy={retrying} onClick={() => onRetry(c.row.original.id)}>
            {t(c.row.original.status === FAILED ? 'integrations.log.retry' : 'integrations.log.sendAgain')}
          </Button>
        ),
    }),
  ];
  return (
    <DataTable
      caption={t('integrations.log.caption')}
      cards
      data={rows}
      columns={columns}
      getRowId={(r) => r.id}
      empty={<EmptyState icon={null} title={t('integrations.log.empty')} />}
    />
  );
}
