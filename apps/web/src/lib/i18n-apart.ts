import {
  activeLanguage,
  addMessages,
  type Catalogue,
  type Language,
  type MessageKey,
  subscribe,
} from './i18n.ts';

type Loader = () => Promise<{ default: Parameters<typeof addMessages>[1] }>;

/**
 * An area whose other languages are not in the language's module but load with its screens (long
 * texts few visits read: the policies, decision 0078): the active language's part loads as the
 * area's code does, and again after each switch; English shows until it is in.
 */
export function apart<K extends MessageKey>(
  area: Catalogue<K>,
  loaders: Partial<Record<Language, Loader>>,
): Catalogue<K> {
  const asked = new Set<Language>();
  const load = () => {
    const language = activeLanguage();
    const loader = loaders[language];
    if (!loader || asked.has(language)) return;
    asked.add(language);
    loader().then(
      (m) => addMessages(language, m.default),
      (e) => {
        asked.delete(language);
        console.error('Loading the language failed', e);
      },
    );
  };
  subscribe(load);
  load();
  return area;
}
