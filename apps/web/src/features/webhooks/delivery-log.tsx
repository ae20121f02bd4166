import type { RouterOutputs } from '@app/api';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { DataTable } from '@app/ui/data-table';
import { EmptyState } from '@app/ui/empty-state';
import { createColumnHelper } from '@tanstack/react-table';
import { when } from '../../lib/format.ts';

type Delivery = RouterOutputs['webhooks']['deliveries'][number];
const col = createColumnHelper<Delivery>();

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
  const columns = [
    col.accessor('created_at', {
      header: 'When',
      cell: (c) => <span className="whitespace-nowrap">{when(c.getValue())}</span>,
    }),
    col.accessor('event', { header: 'Event' }),
    col.accessor('status', {
      header: 'Status',
      meta: {
        filter: {
          label: 'Delivery status',
          options: ['pending', 'delivered', 'failed'].map((s) => ({ value: s, label: s })),
        },
      },
      cell: (c) => (
        <Badge tone={c.getValue() === 'delivered' ? 'green' : c.getValue() === 'failed' ? 'red' : 'amber'}>
          {c.getValue()}
        </Badge>
      ),
    }),
    col.accessor('attempts', { header: 'Attempts', meta: { numeric: true } }),
    col.display({
      id: 'answer',
      header: 'Last answer',
      cell: (c) => c.row.original.last_error ?? c.row.original.last_status_code ?? '—',
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: (c) =>
        c.row.original.status !== 'pending' && (
          <Button variant="secondary" busy={retrying} onClick={() => onRetry(c.row.original.id)}>
            {c.row.original.status === 'failed' ? 'Retry' : 'Send again'}
          </Button>
        ),
    }),
  ];
  return (
    <DataTable
      caption="Webhook delivery log"
      data={rows}
      columns={columns}
      getRowId={(r) => r.id}
      empty={<EmptyState icon={null} title="Nothing sent yet" />}
    />
  );
}
