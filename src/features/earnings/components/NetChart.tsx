/**
 * Net earnings per day of the range as an inline SVG bar chart: one bar per day
 * (days without sales stay empty). The bars stretch to the width; the labels (the
 * highest value, first and last day) are text beside the drawing so they keep their
 * size on a phone. Small on purpose: no chart library.
 */
import { useTranslation } from 'next-i18next/pages';
import { Muted } from '@/features/ui/components/Muted';
import { Stack } from '@/features/ui/components/Stack';
import { formatDate } from '@/lib/dates';
import { daysOf, type DayRange } from '../range';
import { useFormat } from '@/lib/format';

const HEIGHT = 100;

export function NetChart({ range, daily }: { range: DayRange; daily: Array<{ date: string; net: number }> }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const days = daysOf(range);
  const byDay = new Map(daily.map((d) => [d.date, d.net]));
  const max = Math.max(0, ...days.map((day) => byDay.get(day) ?? 0));
  const width = Math.max(days.length, 1);
  const label = (day: string) => formatDate(`${day}T12:00:00Z`, 'DD/MM/YYYY');
  const muted = { fontSize: 12 };

  return (
    <Stack gap={8}>
      <Stack vertical gap={0} justify="space-between" align="end" style={{ height: 160, minWidth: 32 }}>
        <Muted style={muted}>{format.tokens(max)}</Muted>
        <Muted style={muted}>0</Muted>
      </Stack>
      <Stack vertical gap={0} style={{ flex: 1, minWidth: 0 }}>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          width="100%"
          height={160}
          role="img"
          aria-label={t('earnings.chart.label')}
          data-testid="earnings-chart"
        >
          <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} stroke="#d9d9d9" strokeWidth={1} vectorEffect="non-scaling-stroke" />
          <line x1={0} x2={width} y1={0.5} y2={0.5} stroke="#f0f0f0" strokeDasharray="4 4" vectorEffect="non-scaling-stroke" />
          {days.map((day, index) => {
            const net = byDay.get(day) ?? 0;
            if (net <= 0 || max <= 0) return null;
            const height = (net / max) * (HEIGHT - 2);
            return (
              <rect
                key={day}
                x={index + 0.15}
                y={HEIGHT - height}
                width={0.7}
                height={height}
                fill="#fa8c16"
                data-testid="earnings-chart-bar"
              >
                <title>{`${label(day)}: ${t('earnings.chart.tokens', { value: format.tokens(net) })}`}</title>
              </rect>
            );
          })}
        </svg>
        {days.length > 0 && (
          <Stack gap={0} justify="space-between">
            <Muted style={muted}>{label(days[0])}</Muted>
            <Muted style={muted}>{label(days[days.length - 1])}</Muted>
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
