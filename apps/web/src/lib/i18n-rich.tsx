import { cloneElement, type ReactElement, type ReactNode } from 'react';
import type { MessageArgs } from '../locales/compiled/keys.ts';
import { type Catalogue, type MessageKey, useT } from './i18n.ts';

/** A message with markup: `<0>…</0>` in the message wraps its text in `components[0]`. */
export function Rich<K extends MessageKey>({
  area,
  id,
  components,
}: {
  area: Catalogue<K>;
  id: K & { [P in K]: MessageArgs[P] extends never ? P : never }[K];
  components: ReactElement[];
}) {
  const { t } = useT(area);
  const text = (t as (key: K) => string)(id);
  const parts: ReactNode[] = [];
  const tag = /<(\d+)>(.*?)<\/\1>/g;
  let last = 0;
  for (let m = tag.exec(text); m; m = tag.exec(text)) {
    parts.push(text.slice(last, m.index), cloneElement(components[Number(m[1])]!, { key: m.index }, m[2]));
    last = tag.lastIndex;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
