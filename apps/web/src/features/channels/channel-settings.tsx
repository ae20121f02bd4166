import type { RouterOutputs } from '@app/api';
import { indianMobile } from '@app/api/shared';
import { Button } from '@app/ui/button';
import { TextField } from '@app/ui/field';
import { useState } from 'react';
import { toast } from 'sonner';
import * as v from 'valibot';
import { FoldedSetting } from '../../components/folded-setting.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { formatDate } from '../../lib/relative-time.ts';
import { trpc } from '../../lib/trpc.ts';
import channelsText from '../../locales/compiled/channels.ts';

type Prefs = RouterOutputs['channels']['preferences'];
type Channel = 'whatsapp' | 'sms';
const CHANNELS: Channel[] = ['whatsapp', 'sms'];
/** E-mail needs no yes of its own (decision 0111): it is ticked per notice. */
type Chosen = Channel | 'email';

/**
 * WhatsApp and SMS (decision 0101): the person's yes to each, on which mobile, and per notice of
 * their role where it goes. Folded away on the profile and orders pages, loaded apart.
 */
export default function ChannelSettings() {
  const { t } = useT(channelsText);
  const prefs = trpc.channels.preferences.useQuery(undefined, { staleTime: 60_000 });
  const on = prefs.data ? CHANNELS.filter((c) => prefs.data[c].on).map((c) => t(`channels.${c}`)) : [];
  const summary =
    on.length > 0 ? t('channels.summaryOn', { channels: on.join(', ') }) : t('channels.summaryOff');
  return (
    <FoldedSetting
      summary={<span className="font-medium">{prefs.isSuccess ? summary : t('channels.title')}</span>}
      saved={prefs}
      words={{
        loading: t('channels.loading'),
        failed: t('channels.loadFailed'),
        retry: t('channels.tryAgain'),
      }}
      form={() => prefs.data && <SettingsForm saved={prefs.data} />}
    />
  );
}

function SettingsForm({ saved }: { saved: Prefs }) {
  const { t } = useT(channelsText);
  const utils = trpc.useUtils();
  const [on, setOn] = useState<Record<Channel, boolean>>({ whatsapp: saved.whatsapp.on, sms: saved.sms.on });
  const [phone, setPhone] = useState(saved.whatsapp.phone ?? saved.sms.phone ?? saved.profile_phone ?? '');
  const [events, setEvents] = useState(() =>
    Object.fromEntries(saved.events.map((e) => [e.event, e.channels])),
  );
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const save = trpc.channels.setPreferences.useMutation({
    onSuccess(next) {
      utils.channels.preferences.setData(undefined, next);
      setDone(t('channels.saved'));
      toast.success(t('channels.saved'));
    },
    onError(e) {
      toast.error(errorMessage(e, t('channels.failed')));
    },
  });
  const phoneSchema = v.pipe(
    v.string(),
    v.check((s) => indianMobile(s) !== null, t('channels.phoneError')),
  );
  const needsPhone = on.whatsapp || on.sms;
  const submit = () => {
    setDone(undefined);
    const parsed = needsPhone ? v.safeParse(phoneSchema, phone) : null;
    if (parsed && !parsed.success) return setError(parsed.issues[0].message);
    const number = parsed?.success ? parsed.output : undefined;
    save.mutate({
      whatsapp: { on: on.whatsapp, ...(on.whatsapp ? { phone: number } : {}) },
      sms: { on: on.sms, ...(on.sms ? { phone: number } : {}) },
      events: saved.events.map((e) => ({ event: e.event, channels: events[e.event] ?? [] })),
    });
  };
  const toggle = (event: Prefs['events'][number]['event'], channel: Chosen, checked: boolean) => {
    setDone(undefined);
    setEvents((all) => {
      const now = all[event] ?? [];
      return { ...all, [event]: checked ? [...now, channel] : now.filter((c) => c !== channel) };
    });
  };
  const agreed = (c: Channel) => {
    const at = saved[c].on ? saved[c].opted_in_at : null;
    return at ? t('channels.optedIn', { date: formatDate(at) }) : '';
  };
  const quiet = t('channels.quiet', { from: saved.quiet_hours.from, until: saved.quiet_hours.until });
  return (
    <form
      noValidate
      className="flex flex-col gap-4 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        if (!save.isPending) submit();
      }}
    >
      <p className="text-stone-600">{t('channels.intro')}</p>
      <div className="flex flex-col gap-2">
        {CHANNELS.map((c) => (
          <label key={c} className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              checked={on[c]}
              onChange={(e) => {
                setOn({ ...on, [c]: e.target.checked });
                setDone(undefined);
              }}
              className="size-4 shrink-0 accent-brand-700"
            />
            <span>{c === 'whatsapp' ? t('channels.whatsappOn') : t('channels.smsOn')}</span>
            <span className="text-stone-500">{agreed(c)}</span>
          </label>
        ))}
      </div>
      {needsPhone && (
        <TextField
          className="max-w-xs"
          label={t('channels.phone')}
          hint={t('channels.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          error={error}
          onChange={(e) => {
            setPhone(e.target.value);
            setError(undefined);
            setDone(undefined);
          }}
        />
      )}
      <p className="text-stone-600">{t('channels.consent')}</p>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-medium text-stone-800">{t('channels.eventsLegend')}</legend>
        <p className="text-stone-600">{t('channels.emailNote', { address: saved.email.address })}</p>
        {saved.events.map((e) => (
          <div
            key={e.event}
            className="flex flex-wrap items-center justify-between gap-x-4 border-b border-stone-100 py-1"
          >
            <span>{t(`channels.event.${e.event}`)}</span>
            <span className="flex gap-4">
              {CHANNELS.map((c) => (
                <label key={c} className="flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    disabled={!on[c]}
                    checked={on[c] && (events[e.event] ?? []).includes(c)}
                    onChange={(x) => toggle(e.event, c, x.target.checked)}
                    className="size-4 accent-brand-700"
                  />
                  {t(`channels.${c}`)}
                </label>
              ))}
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  checked={(events[e.event] ?? []).includes('email')}
                  onChange={(x) => toggle(e.event, 'email', x.target.checked)}
                  className="size-4 accent-brand-700"
                />
                {t('channels.email')}
              </label>
            </span>
          </div>
        ))}
      </fieldset>
      <p className="text-stone-600">{quiet}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" busy={save.isPending}>
          {t('channels.save')}
        </Button>
        <p role="status" className="text-green-800">
          {done}
        </p>
      </div>
    </form>
  );
}
