import type { DataLayer } from './data-layer.tsx';

let loading: Promise<{ DataLayer: typeof DataLayer }> | undefined;

/** Starts (once) loading tRPC, React Query and the toaster; see lib/data-layer.tsx. */
export const loadDataLayer = () => {
  loading ??= import('./data-layer.tsx');
  return loading;
};
