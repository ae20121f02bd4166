import { type ComponentProps, lazy, type ReactNode, Suspense } from 'react';

// recharts is heavy: the chart modules load only when an admin screen draws one, so they
// never reach the customer's bundles.
const LazyArea = lazy(() => import('@app/ui/area-chart').then((m) => ({ default: m.AreaChart })));
const LazyBar = lazy(() => import('@app/ui/bar-chart').then((m) => ({ default: m.BarChart })));
const LazyDonut = lazy(() => import('@app/ui/donut-chart').then((m) => ({ default: m.DonutChart })));

function Fallback({ height }: { height: number }) {
  return <div className="animate-pulse rounded-lg bg-stone-100" style={{ height }} aria-hidden />;
}

const wrap = (height: number, node: ReactNode) => (
  <Suspense fallback={<Fallback height={height} />}>{node}</Suspense>
);

export const AreaChart = (p: ComponentProps<typeof LazyArea>) => wrap(p.height ?? 260, <LazyArea {...p} />);
export const BarChart = (p: ComponentProps<typeof LazyBar>) => wrap(p.height ?? 200, <LazyBar {...p} />);
export const DonutChart = (p: ComponentProps<typeof LazyDonut>) =>
  wrap(p.height ?? 240, <LazyDonut {...p} />);
