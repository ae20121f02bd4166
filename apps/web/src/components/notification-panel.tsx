import type { RouterOutputs } from '@app/api';
import { cn } from '@app/ui/cn';
import { useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { errorMessage } from '../lib/errors.ts';
import { useT } from '../lib/i18n.ts';
import { INBOX } from '../lib/load-data-layer.ts';
import { relativeTime } from '../lib/time-ago.ts';
import { trpc } from '../lib/trpc.ts';
import componentsText from '../locales/compiled/components.ts';

type Notification = RouterOutputs['notifications']['list']['notifications'][number];

/** The bell's popup: the inbox, marking read, "Mark all as read" (loaded when first opened). */
export default function NotificationPanel({
  id,
  touch,
  onOpen,
  onClose,
}: {
  id: string;
  touch: boolean;
  onOpen?: (n: Notification) => void;
  onClose: () => void;
}) {
  const { t } = useT(componentsText);
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const inbox = trpc.notifications.list.useQuery(INBOX);
  const setRead = (ids: string[] | 'all') =>
    utils.notifications.list.setData(INBOX, (old) => {
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
    onError: (e) => toast.error(errorMessage(e, t('components.markAllFailed'))),
  });
  const unread = inbox.data?.unread_count ?? 0;
  const items = inbox.data?.notifications ?? [];
  return (
    <section
      id={id}
      aria-label={t('components.notifications')}
      className={cn(
        'absolute right-0 z-30 mt-2 w-[min(22rem,calc(100vw-1.5rem))] rounded-xl border border-stone-200 bg-white shadow-xl',
        touch && 'max-sm:fixed max-sm:inset-x-3 max-sm:top-16 max-sm:mt-0 max-sm:w-auto',
      )}
    >
      <header className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
        <h2 className="font-semibold">{t('components.notifications')}</h2>
        <button
          type="button"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
          className="-my-2 min-h-11 rounded px-3 text-sm font-medium text-brand-800 hover:bg-brand-50 disabled:text-stone-400 disabled:hover:bg-transparent"
        >
          {markAll.isPending ? t('components.marking') : t('components.markAll')}
        </button>
      </header>
      <ul className="max-h-96 overflow-y-auto">
        {items.length === 0 && (
          <li className="px-4 py-8 text-center text-sm text-stone-500">
            {inbox.isLoading ? t('components.loading') : t('components.noNotifications')}
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
                  onClose();
                } else if (n.type.startsWith('approval_')) {
                  // An approval's notice opens the orders screen's approvals (decision 0113).
                  void navigate({ to: '/orders', hash: 'approvals' });
                  onClose();
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
                  {!n.is_read && <span className="sr-only">{t('components.unreadMark')}</span>}
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
  );
}
