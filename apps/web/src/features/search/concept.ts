import type { RouterOutputs } from '@app/api';

export type Concept = RouterOutputs['search']['vocabulary']['list']['items'][number];

/** A concept as staff name it: its key with the underscores as spaces ("toor_dal" → "toor dal"). */
export const nameOf = (c: Pick<Concept, 'key'>) => c.key.replaceAll('_', ' ');
