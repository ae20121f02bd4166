import type { RouterOutputs } from '@app/api';
import { cn } from '@app/ui/cn';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../lib/i18n.ts';
import { INBOX } from '../lib/load-data-layer.ts';
import { trpc } from '../lib/trpc.ts';
import common from '../locales/compiled/common.ts';

type Inbox = RouterOutputs['notifications']['list'];
type Notification = Inbox['notifications'][number];
const BASE = INBOX;
const POLL_MS = 30_000;
const NotificationPanel = lazy(() => import('./notification-panel.tsx'));

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
 * Bell with the unread badge (9+ above 9) and a popup list, whose code and messages load when
 * first opened (notification-panel.tsx): every header carries the bell, few visits open it.
 * Polls every 30 s asking only for notifications newer than the newest one shown (`since`), so a
 * poll usually answers nothing.
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
  const { t } = useT(common);
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

  const unread = inbox.data?.unread_count ?? 0;
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={panelId}
        className={cn(
          'relative inline-flex items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100',
          touch ? 'size-11' : 'size-10',
        )}
      >
        <Bell className="size-6" strokeWidth={1.8} aria-hidden />
        {/* The name as hidden text, not an aria-label: the badge's "9+" is not part of it (WCAG 2.5.3). */}
        <span className="sr-only">
          {unread ? t('common.components.unread', { count: unread }) : t('common.components.notifications')}
        </span>
        {unread > 0 && (
          <span
            data-testid="unread-badge"
            aria-hidden="true"
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] font-bold leading-5 text-white"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} touch={touch} onOpen={onOpen} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
