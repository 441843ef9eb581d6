/**
 * Working hours (mon to sun, each with start, end, closed) between
 * the API's 'HH:mm' texts and the form's time pickers.
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { Static } from '@sinclair/typebox';
import { WEEKDAYS, type Weekday } from '@/shared/constants';
import type { WorkingDay as WorkingDaySchema } from '@/shared/schemas/performers';

export type WorkingDay = Static<typeof WorkingDaySchema>;
/**
 * The WorkingHours body with its seven days spelled out (the schema's static type
 * loses the keys: its union of literals is built from an array, not a tuple).
 */
export type WorkingHours = Record<Weekday, WorkingDay>;

/** A day the performer never set: closed, with office hours ready for when it opens. */
export const UNSET_DAY: WorkingDay = { start: '09:00', end: '17:00', closed: true };

/** All seven days; a missing day counts as closed. */
export const completeWeek = (hours: Partial<WorkingHours> | undefined): WorkingHours =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, { ...UNSET_DAY, ...hours?.[day] }])) as WorkingHours;

/** 'HH:mm' compares as text: '09:30' < '17:00'. An open day must end after it starts. */
export const endsAfterStart = (start: string, end: string) => end > start;

export interface PickerDay {
  start: Dayjs | null;
  end: Dayjs | null;
  closed: boolean;
}
export type PickerWeek = Record<Weekday, PickerDay>;

/** '09:30' → today at 09:30, as the time picker wants it. */
export const pickerTime = (time: string): Dayjs => {
  const [hours, minutes] = time.split(':').map(Number);
  return dayjs().startOf('day').hour(hours).minute(minutes);
};

export const timeText = (time: Dayjs) => time.format('HH:mm');

export const pickerWeek = (hours: Partial<WorkingHours> | undefined): PickerWeek => {
  const week = completeWeek(hours);
  return Object.fromEntries(
    WEEKDAYS.map((day) => [day, { start: pickerTime(week[day].start), end: pickerTime(week[day].end), closed: week[day].closed }]),
  ) as PickerWeek;
};

/**
 * The API body from the form. A closed day keeps the times it had (the API wants
 * both), so reopening it brings them back.
 */
export const weekFromPickers = (values: PickerWeek, saved: Partial<WorkingHours> | undefined): WorkingHours => {
  const before = completeWeek(saved);
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const { start, end, closed } = values[day];
      return [
        day,
        { start: start ? timeText(start) : before[day].start, end: end ? timeText(end) : before[day].end, closed: Boolean(closed) },
      ];
    }),
  ) as WorkingHours;
};
