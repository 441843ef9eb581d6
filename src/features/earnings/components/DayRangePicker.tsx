/** Picks a range of whole days (DD/MM/YYYY), with presets; the value is kept as 'YYYY-MM-DD' strings. */
import { useTranslation } from 'next-i18next/pages';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { DAY_FORMAT, lastDays, type DayRange } from '../range';

export function DayRangePicker({ value, onChange, testId }: { value: DayRange; onChange: (range: DayRange) => void; testId?: string }) {
  const { t } = useTranslation('account');
  const preset = (days: number) => {
    const range = lastDays(days);
    return [dayjs(range.from), dayjs(range.to)] as [dayjs.Dayjs, dayjs.Dayjs];
  };
  return (
    <DatePicker.RangePicker
      value={[dayjs(value.from), dayjs(value.to)]}
      format="DD/MM/YYYY"
      allowClear={false}
      inputReadOnly
      presets={[
        { label: t('earnings.range.last7'), value: preset(7) },
        { label: t('earnings.range.last30'), value: preset(30) },
        { label: t('earnings.range.last90'), value: preset(90) },
        { label: t('earnings.range.last365'), value: preset(365) },
      ]}
      onChange={(dates) => {
        if (dates?.[0] && dates[1]) onChange({ from: dates[0].format(DAY_FORMAT), to: dates[1].format(DAY_FORMAT) });
      }}
      data-testid={testId}
    />
  );
}
