import {
  Area,
  CartesianGrid,
  AreaChart as RAreaChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CHART_COLORS, indianNumber } from './chart-colors.tsx';

interface Props {
  data: readonly object[];
  xKey: string;
  series: { key: string; label: string }[];
  format?: (v: number) => string;
  /** The x values as printed, on the axis and in the tooltip (e.g. a day as "5 Dec 2026"). */
  formatX?: (x: string) => string;
  height?: number;
  /** Describes the chart for screen readers. */
  label: string;
}

/** A trend over time (e.g. revenue per day). */
export function AreaChart({
  data,
  xKey,
  series,
  format = indianNumber,
  formatX = String,
  height = 260,
  label,
}: Props) {
  return (
    <div role="img" aria-label={label} style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <RAreaChart data={data as object[]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
          <XAxis
            dataKey={xKey as never}
            tick={{ fontSize: 11 }}
            minTickGap={24}
            tickFormatter={(x) => formatX(String(x))}
          />
          <YAxis tick={{ fontSize: 11 }} tickFormatter={(v: number) => format(v)} width={72} />
          <Tooltip formatter={(v) => format(Number(v))} labelFormatter={(x) => formatX(String(x))} />
          {series.map((s, i) => (
            <Area
              key={s.key}
              type="monotone"
              dataKey={s.key as never}
              name={s.label}
              stroke={CHART_COLORS[i % CHART_COLORS.length]}
              fill={CHART_COLORS[i % CHART_COLORS.length]}
              fillOpacity={0.15}
              isAnimationActive={false}
            />
          ))}
        </RAreaChart>
      </ResponsiveContainer>
    </div>
  );
}
