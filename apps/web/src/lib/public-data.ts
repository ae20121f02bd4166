import type { RouterOutputs } from '@app/api';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Public, rarely changing data (site settings, landing figures, categories) read with plain
 * fetch from the REST calls, so the public pages paint without loading tRPC and React Query.
 * One request per resource per page load, shared by every component that shows it.
 */
const PATHS = {
  config: '/api/site/config',
  stats: '/api/site/stats',
  categories: '/api/categories',
} as const;

type Resources = {
  config: RouterOutputs['site']['config'];
  stats: RouterOutputs['site']['stats'];
  categories: RouterOutputs['catalog']['categories']['list'];
};
type Key = keyof Resources;
interface State<T> {
  data?: T;
  isError: boolean;
}

const states = new Map<Key, State<unknown>>();
const inFlight = new Set<Key>();
const listeners = new Set<() => void>();
const IDLE: State<never> = { isError: false };

function set(key: Key, state: State<unknown>) {
  states.set(key, state);
  for (const l of listeners) l();
}

function load(key: Key) {
  if (inFlight.has(key) || states.get(key)?.data !== undefined) return;
  inFlight.add(key);
  fetch(PATHS[key])
    .then((res) => (res.ok ? res.json() : Promise.reject(new Error(String(res.status)))))
    .then(
      (data) => set(key, { data, isError: false }),
      () => set(key, { isError: true }),
    )
    .finally(() => inFlight.delete(key));
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function usePublicData<K extends Key>(key: K) {
  const state = useSyncExternalStore(
    subscribe,
    () => (states.get(key) ?? IDLE) as State<Resources[K]>,
    // Prerendered at build time (src/prerender.tsx) as the first paint shows it: still loading.
    () => IDLE,
  );
  if (!states.has(key) && typeof window !== 'undefined') load(key);
  const refetch = useCallback(() => {
    set(key, IDLE);
    load(key);
  }, [key]);
  return { ...state, refetch };
}
