import type { RouterOutputs } from '@app/api';
import { dateFormat } from '../../lib/relative-time.ts';

export type Standing = RouterOutputs['standing']['list']['items'][number];

const runDay = dateFormat({ weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
/** A run's date as a kitchen says it, "Tue, 8 Dec", in the active language. */
export const dayLabel = (day: string) => runDay(Date.parse(`${day}T00:00:00Z`));
