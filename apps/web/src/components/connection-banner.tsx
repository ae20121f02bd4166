import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useT } from '../lib/i18n.ts';
import connection from '../locales/compiled/connection.ts';

// The status read here, not through lib/errors.ts: one chunk fewer for the header to preload with this one.
type Answered = { data?: { httpStatus?: number } } | undefined;

/**
 * The customer's and supplier's line under the header when the shop cannot be reached (decision
 * 0107): the browser says it is offline, or the last request went unanswered (navigator.onLine
 * says online on a dead Wi-Fi). Any answer clears it. Loaded apart, just after the header paints.
 */
export default function ConnectionBanner() {
  const { t } = useT(connection);
  const client = useQueryClient();
  const [online, setOnline] = useState(() => navigator.onLine);
  const [unanswered, setUnanswered] = useState(false);
  useEffect(() => {
    const onChange = () => {
      setOnline(navigator.onLine);
      setUnanswered(false);
    };
    addEventListener('online', onChange);
    addEventListener('offline', onChange);
    const watch = (event: { type: string; action?: { type: string; error?: unknown } }) => {
      const a = event.type === 'updated' ? event.action : undefined;
      if (a?.type === 'success') setUnanswered(false);
      // No HTTP status (lib/errors.ts errorStatus): no answer came (offline, timed out, refused at the socket).
      else if ((a?.type === 'error' || a?.type === 'failed') && !(a.error as Answered)?.data?.httpStatus)
        setUnanswered(true);
    };
    const stops = [client.getQueryCache().subscribe(watch), client.getMutationCache().subscribe(watch)];
    return () => {
      removeEventListener('online', onChange);
      removeEventListener('offline', onChange);
      for (const stop of stops) stop();
    };
  }, [client]);
  const message = !online ? t('connection.offline') : unanswered ? t('connection.unreachable') : '';
  // Always in the page, so a screen reader hears the line when it appears.
  return (
    <p
      role="status"
      data-testid="connection-line"
      className={message ? 'bg-amber-100 px-4 py-1 text-center text-sm text-amber-950' : ''}
    >
      {message}
    </p>
  );
}
