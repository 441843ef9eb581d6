/**
 * The dashboard's charts per day (recharts). Loaded on the dashboard only (next/dynamic),
 * so no other page carries the charting code. Each chart takes the width it is given
 * and keeps its labels short, so it reads at phone width.
 */
import { useTranslation } from 'next-i18next/pages';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { StatisticsDay } from '@/shared/schemas/statistics';
import { useFormat } from '@/lib/format';

const COLORS = {
  tips: '#fa8c16',
  privateShows: '#722ed1',
  groupShows: '#13c2c2',
  paidMessages: '#1677ff',
  contentSales: '#eb2f96',
  tokensSold: '#52c41a',
  commission: '#fa541c',
  payoutsDone: '#8c8c8c',
};
type Series = keyof typeof COLORS;

/** 2026-03-31 → 31/03. */
const shortDay = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

export default function StatisticsCharts({ days }: { days: StatisticsDay[] }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const label = (key: Series) => t(`admin.stats.${key}`);
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="date" tickFormatter={shortDay} minTickGap={16} tick={{ fontSize: 12 }} />
      <YAxis width={48} tick={{ fontSize: 12 }} tickFormatter={(value: number) => format.compact(value)} />
      <Tooltip labelFormatter={(date) => shortDay(String(date))} formatter={(value, name) => [format.tokens(Number(value)), name]} />
      <Legend wrapperStyle={{ fontSize: 12 }} />
    </>
  );
  return (
    <>
      <div data-testid="admin-chart-sales" style={{ width: '100%', height: 300 }}>
        <ResponsiveContainer>
          <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            {axes}
            {(['tips', 'privateShows', 'groupShows', 'paidMessages', 'contentSales'] as const).map((key) => (
              <Bar key={key} dataKey={key} name={label(key)} stackId="sales" fill={COLORS[key]} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <div data-testid="admin-chart-money" style={{ width: '100%', height: 300, marginTop: 16 }}>
        <ResponsiveContainer>
          <LineChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            {axes}
            {(['tokensSold', 'commission', 'payoutsDone'] as const).map((key) => (
              <Line
                key={key}
                type="monotone"
                dataKey={key}
                name={label(key)}
                stroke={COLORS[key]}
                dot={false}
                strokeWidth={2}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
    </>
  );
}
