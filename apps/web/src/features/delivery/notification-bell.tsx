import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { EmptyState } from '@app/ui/empty-state';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';

const POLL_MS = 30_000;

/** Spec: Just now, minutes, hours, days under 7, then a date. */
function relativeTime(iso: string, now = Date.now()) {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days} d ago`;
  return new Date(iso).toLocaleDateString('en-IN');
}

/** Bell with the unread count (9+ above 9); opens the latest notifications. Load failures stay silent. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const utils = trpc.useUtils();
  const list = trpc.notifications.list.useQuery({ limit: 10 }, { refetchInterval: POLL_MS });
  const markAll = trpc.notifications.markAllRead.useMutation({
    onSuccess: () => utils.notifications.list.invalidate(),
    onError: (e) => toast.error(errorMessage(e, 'Failed to mark all as read')),
  });
  const unread = list.data?.unread_count ?? 0;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="relative inline-flex size-11 items-center justify-center rounded-full text-xl hover:bg-stone-100"
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
      >
        <span aria-hidden>🔔</span>
        {unread > 0 && (
          <span
            className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-bold text-white"
            data-testid="unread-count"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Notifications"
        footer={
          unread > 0 ? (
            <Button variant="secondary" busy={markAll.isPending} onClick={() => markAll.mutate()}>
              {markAll.isPending ? 'Marking...' : 'Mark all as read'}
            </Button>
          ) : undefined
        }
      >
        {list.data?.notifications.length ? (
          <ul className="divide-y divide-stone-100">
            {list.data.notifications.map((n) => (
              <li key={n.id} className="py-3">
                <p className={n.is_read ? 'text-stone-700' : 'font-semibold text-stone-900'}>{n.title}</p>
                <p className="text-sm text-stone-600">{n.message}</p>
                <p className="mt-1 text-xs text-stone-500">{relativeTime(n.created_at)}</p>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState icon="🔕" title="No notifications yet" />
        )}
      </Dialog>
    </>
  );
}
