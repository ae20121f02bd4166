import {
  Bar,
  CartesianGrid,
  BarChart as RBarChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CHART_COLORS, indianNumber } from './chart-colors.tsx';

interface Props {
  data: readonly object[];
  categoryKey: string;
  valueKey: string;
  valueLabel: string;
  format?: (v: number) => string;
  height?: number;
  label: string;
}

/** Horizontal bars, one per category (cities, categories, pages): long names stay readable. */
export function BarChart({
  data,
  categoryKey,
  valueKey,
  valueLabel,
  format = indianNumber,
  height,
  label,
}: Props) {
  return (
    <div role="img" aria-label={label} style={{ height: height ?? Math.max(160, data.length * 34 + 40) }}>
      <ResponsiveContainer width="100%" height="100%">
        <RBarChart
          data={data as object[]}
          layout="vertical"
          margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" horizontal={false} />
          <XAxis type="number" tick={{ fontSize: 11 }} tickFormatter={(v: number) => format(v)} />
          <YAxis type="category" dataKey={categoryKey as never} tick={{ fontSize: 11 }} width={110} />
          <Tooltip formatter={(v) => format(Number(v))} />
          <Bar
            dataKey={valueKey as never}
            name={valueLabel}
            fill={CHART_COLORS[0]}
            radius={[0, 4, 4, 0]}
            isAnimationActive={false}
          />
        </RBarChart>
      </ResponsiveContainer>
    </div>
  );
}
