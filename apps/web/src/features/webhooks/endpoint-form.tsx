import type { WebhookEvent } from '@app/api/webhook-events';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { TextField } from '@app/ui/field';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import integrations from '../../locales/compiled/integrations.ts';
import { EVENT_LABEL } from './events.ts';

/** A new endpoint: its URL and events (those offered); the signing secret is shown this once. */
export function EndpointForm({ events: offered }: { events: readonly WebhookEvent[] }) {
  const { t } = useT(integrations);
  const utils = trpc.useUtils();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(offered.slice(0, 1));
  const [secret, setSecret] = useState<string | null>(null);
  const create = trpc.webhooks.createEndpoint.useMutation({
    onSuccess(res) {
      setSecret(res.secret);
      setUrl('');
      utils.webhooks.invalidate();
    },
    onError: (e) => toast.error(errorMessage(e, t('integrations.addFailed'))),
  });
  return (
    <Card className="p-4">
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate({ url, events });
        }}
      >
        <TextField
          label={t('integrations.endpointUrl')}
          type="url"
          inputMode="url"
          placeholder={t('integrations.endpointPlaceholder')}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
        <fieldset className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-4">
          <legend className="mb-1 text-sm font-medium">{t('integrations.events')}</legend>
          {offered.map((value) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-3 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={events.includes(value)}
                onChange={(e) =>
                  setEvents((cur) => (e.target.checked ? [...cur, value] : cur.filter((v) => v !== value)))
                }
              />
              {t(EVENT_LABEL[value])}
            </label>
          ))}
        </fieldset>
        <div>
          <Button type="submit" busy={create.isPending} disabled={!url || events.length === 0}>
            {create.isPending ? t('integrations.adding') : t('integrations.add')}
          </Button>
        </div>
        {secret && (
          <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {t('integrations.secret')} <code className="break-all font-mono">{secret}</code>
          </p>
        )}
      </form>
    </Card>
  );
}
