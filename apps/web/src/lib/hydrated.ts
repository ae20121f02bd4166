import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates a prerendered page (its HTML painted before any script ran), true
 * once the page answers input. A prerendered form stays read-only until then, so nothing typed
 * before its script arrived is lost and no native submit sends the fields in the address.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
