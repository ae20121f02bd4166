import type { RouterOutputs } from '@app/api';
import { cn } from '@app/ui/cn';
import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../lib/errors.ts';
import { INBOX } from '../lib/load-data-layer.ts';
import { relativeTime } from '../lib/relative-time.ts';
import { trpc } from '../lib/trpc.ts';

type Inbox = RouterOutputs['notifications']['list'];
type Notification = Inbox['notifications'][number];
const BASE = INBOX;
const POLL_MS = 30_000;

/** Merges a `since` poll into the inbox: new ones first, the server's unread count. */
function merge(old: Inbox | undefined, fresh: Inbox): Inbox {
  if (!old) return fresh;
  const known = new Set(old.notifications.map((n) => n.id));
  const added = fresh.notifications.filter((n) => !known.has(n.id));
  return {
    notifications: [...added, ...old.notifications].slice(0, BASE.limit),
    unread_count: fresh.unread_count,
  };
}

/**
 * Bell with the unread badge (9+ above 9) and a popup list. Polls every 30 s asking only for
 * notifications newer than the newest one shown (`since`), so a poll usually answers nothing.
 * Load failures stay silent (spec section 8). Used by every role's header.
 * `touch` (delivery portal, a phone screen): a 44 px target, and on narrow screens the popup spans
 * the header's width instead of hanging off the bell, so it stays on screen at 360 px.
 * `onOpen`: a tap on a notification opens what it is about, and the popup closes.
 */
export function NotificationBell({
  touch = false,
  onOpen,
}: {
  touch?: boolean;
  onOpen?: (n: Notification) => void;
} = {}) {
  const utils = trpc.useUtils();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const inbox = trpc.notifications.list.useQuery(BASE, { staleTime: POLL_MS });
  const newest = inbox.data?.notifications[0]?.created_at;
  const since = newest ? Date.parse(newest) : undefined;
  const poll = trpc.notifications.list.useQuery(
    { ...BASE, since },
    // Seeded with what is shown, so the first `since` request goes out after 30 s, not at once.
    {
      enabled: inbox.isSuccess,
      initialData: inbox.data,
      refetchInterval: POLL_MS,
      staleTime: POLL_MS - 1000,
    },
  );
  useEffect(() => {
    if (poll.data) utils.notifications.list.setData(BASE, (old) => merge(old, poll.data));
  }, [poll.data, utils]);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !root.current?.contains(e.target as Node))
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const setRead = (ids: string[] | 'all') =>
    utils.notifications.list.setData(BASE, (old) => {
      if (!old) return old;
      const hits = old.notifications.filter((n) => !n.is_read && (ids === 'all' || ids.includes(n.id)));
      return {
        notifications: old.notifications.map((n) =>
          ids === 'all' || ids.includes(n.id) ? { ...n, is_read: true } : n,
        ),
        unread_count: ids === 'all' ? 0 : Math.max(0, old.unread_count - hits.length),
      };
    });
  const markRead = trpc.notifications.markRead.useMutation({ onSuccess: (_r, v) => setRead([v.id]) });
  const markAll = trpc.notifications.markAllRead.useMutation({
    onSuccess: () => setRead('all'),
    onError: (e) => toast.error(errorMessage(e, 'Failed to mark all as read')),
  });

  const unread = inbox.data?.unread_count ?? 0;
  const items = inbox.data?.notifications ?? [];
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        className={cn(
          'relative inline-flex items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100',
          touch ? 'size-11' : 'size-10',
        )}
      >
        <Bell className="size-6" strokeWidth={1.8} aria-hidden />
        {unread > 0 && (
          <span
            data-testid="unread-badge"
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] font-bold leading-5 text-white"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </button>
      {open && (
        <section
          id={panelId}
          aria-label="Notifications"
          className={cn(
            'absolute right-0 z-30 mt-2 w-[min(22rem,calc(100vw-1.5rem))] rounded-xl border border-stone-200 bg-white shadow-xl',
            touch && 'max-sm:fixed max-sm:inset-x-3 max-sm:top-16 max-sm:mt-0 max-sm:w-auto',
          )}
        >
          <header className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
            <h2 className="font-semibold">Notifications</h2>
            <button
              type="button"
              disabled={unread === 0 || markAll.isPending}
              onClick={() => markAll.mutate()}
              className="-my-2 min-h-11 rounded px-3 text-sm font-medium text-brand-800 hover:bg-brand-50 disabled:text-stone-400 disabled:hover:bg-transparent"
            >
              {markAll.isPending ? 'Marking...' : 'Mark all as read'}
            </button>
          </header>
          <ul className="max-h-96 overflow-y-auto">
            {items.length === 0 && (
              <li className="px-4 py-8 text-center text-sm text-stone-500">
                {inbox.isLoading ? 'Loading…' : 'No notifications yet'}
              </li>
            )}
            {items.map((n) => (
              <li key={n.id} className="border-b border-stone-100 last:border-0">
                <button
                  type="button"
                  onClick={() => {
                    if (!n.is_read) markRead.mutate({ id: n.id });
                    if (onOpen) {
                      onOpen(n);
                      setOpen(false);
                    }
                  }}
                  className={cn(
                    'flex w-full gap-3 px-4 py-3 text-left hover:bg-stone-50',
                    !n.is_read && 'bg-brand-50/60',
                  )}
                >
                  <span
                    className={cn(
                      'mt-1.5 size-2 shrink-0 rounded-full',
                      n.is_read ? 'bg-transparent' : 'bg-brand-600',
                    )}
                    aria-hidden
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-semibold text-stone-900">
                      {n.title}
                      {!n.is_read && <span className="sr-only"> (unread)</span>}
                    </span>
                    <span className="block text-sm text-stone-600">{n.message}</span>
                    <time dateTime={n.created_at} className="mt-1 block text-xs text-stone-500">
                      {relativeTime(n.created_at)}
                    </time>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
