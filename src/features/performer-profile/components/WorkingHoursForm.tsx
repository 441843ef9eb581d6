/**
 * The performer's working hours: for each day a start and end time (HH:mm) or
 * closed. An open day must end after it starts (POST /performers/working-hours/update).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch } from '@/store/hooks';
import { MSG } from '@/shared/messages';
import { WEEKDAYS, type Weekday } from '@/shared/constants';
import { CheckedForm, textOf, type FieldProblems } from '@/features/ui/components/CheckedForm';
import { useFieldRecheck } from '@/features/ui/hooks/useFieldRecheck';
import { useFieldState } from '@/features/ui/hooks/useFieldState';
import { SaveFooter } from '@/features/ui/components/SaveFooter';
import { Switch } from '@/features/ui/components/Switch';
import field from '@/features/ui/components/Field.module.css';
import { saveWorkingHours, type PerformerWithProfile } from '../slice';
import { completeWeek, endsAfterStart, pickerTime, weekFromPickers, type PickerWeek, type WorkingHours } from '../working-hours';
import { useProfileRequest } from '../hooks/useProfileRequest';
import { useShownAnew } from '@/features/ui/hooks/useShownAnew';
import forms from './SettingsForm.module.css';
import styles from './WorkingHoursForm.module.css';

/** The browser's time fields step by five minutes, as the pickers did. */
const MINUTE_STEP_SECONDS = 5 * 60;
/** 1 January 2024 was a Monday. */
const MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

/** 'Monday', 'Maandag', … in the visitor's language, capitalised for a label. */
function weekdayNames(locale: string): Record<Weekday, string> {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  } catch {
    format = new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' });
  }
  return Object.fromEntries(
    WEEKDAYS.map((day, i) => {
      const name = format.format(new Date(MONDAY + i * DAY_MS));
      return [day, name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)];
    }),
  ) as Record<Weekday, string>;
}

type Edge = 'start' | 'end';

/** The form's field of a day's start or end. */
const fieldOf = (day: Weekday, edge: Edge) => `${day}-${edge}`;

/** The week as typed: the times of the open days (null where none was given), every day's closed or not. */
const weekOf = (data: FormData, closed: Record<Weekday, boolean>): PickerWeek =>
  Object.fromEntries(
    WEEKDAYS.map((day) => {
      const [start, end] = (['start', 'end'] as const).map((edge) => textOf(data, fieldOf(day, edge)));
      return [day, { start: start ? pickerTime(start) : null, end: end ? pickerTime(end) : null, closed: closed[day] }];
    }),
  ) as PickerWeek;

/** The browser's time field of a day's start or end, named for screen readers (and on a phone, on screen, above it). */
function TimeField({ day, edge, name, saved, closed }: { day: Weekday; edge: Edge; name: string; saved: string; closed: boolean }) {
  const { t } = useTranslation('account');
  const { problem, input } = useFieldState(fieldOf(day, edge), undefined);
  const label = t(`settings.hours.${edge}`);
  return (
    <div className={styles.time}>
      <span className={styles.prefix} aria-hidden="true">
        {label}
      </span>
      <span className={`${field.field} ${field.affixed} ${styles.frame}`}>
        <input
          type="time"
          step={MINUTE_STEP_SECONDS}
          defaultValue={saved}
          disabled={closed}
          aria-label={`${name}: ${label}`}
          data-testid={`hours-${day}-${edge}`}
          {...input}
        />
      </span>
      {problem && (
        <div id={input['aria-describedby']} className={styles.error} role="alert">
          {problem}
        </div>
      )}
    </div>
  );
}

/** A day's row: its name, the switch that opens it (a working day is the one that is on), its two times. */
function DayRow({
  day,
  name,
  saved,
  closed,
  onClosed,
}: {
  day: Weekday;
  name: string;
  saved: WorkingHours[Weekday];
  closed: boolean;
  onClosed: (closed: boolean) => void;
}) {
  const { t } = useTranslation('account');
  const recheck = useFieldRecheck();
  // A day closed (or opened) is checked again: a closed day's times are not wrong any more.
  const firstClosed = useRef(closed);
  useEffect(() => {
    if (closed === firstClosed.current) return;
    firstClosed.current = closed;
    recheck(fieldOf(day, 'start'));
    recheck(fieldOf(day, 'end'));
  }, [closed, day, recheck]);
  return (
    <div className={styles.row} data-testid={`hours-${day}`}>
      <strong className={styles.day}>{name}</strong>
      <div className={styles.open}>
        <Switch
          size="default"
          checked={!closed}
          onChange={(open) => onClosed(!open)}
          checkedChildren={t('settings.hours.open')}
          unCheckedChildren={t('settings.hours.closed')}
          aria-label={name}
          data-testid={`hours-${day}-open`}
        />
      </div>
      <TimeField day={day} edge="start" name={name} saved={saved.start} closed={closed} />
      <TimeField day={day} edge="end" name={name} saved={saved.end} closed={closed} />
    </div>
  );
}

function WeekForm({ performer, state }: { performer: PerformerWithProfile; state: { requesting: boolean; error: string | null } }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const dispatch = useAppDispatch();
  const names = useMemo(() => weekdayNames(i18n.language), [i18n.language]);
  const saved = completeWeek(performer.workingHours);
  const [closed, setClosed] = useState(
    () => Object.fromEntries(WEEKDAYS.map((day) => [day, saved[day].closed])) as Record<Weekday, boolean>,
  );

  /** An open day needs both times, and must end after it starts. */
  const check = (data: FormData): FieldProblems => {
    const required = t(MSG.required, { ns: 'common' });
    return Object.fromEntries(
      WEEKDAYS.filter((day) => !closed[day]).flatMap((day) => {
        const [start, end] = (['start', 'end'] as const).map((edge) => textOf(data, fieldOf(day, edge)));
        const late = start && end && !endsAfterStart(start, end) ? t('settings.hours.endAfterStart') : undefined;
        return [
          [fieldOf(day, 'start'), start ? undefined : required],
          [fieldOf(day, 'end'), end ? late : required],
        ];
      }),
    );
  };

  const submit = (data: FormData) => {
    if (state.requesting) return;
    dispatch(saveWorkingHours(weekFromPickers(weekOf(data, closed), performer.workingHours)));
  };

  return (
    <CheckedForm size="middle" check={check} onValid={submit} data-testid="working-hours-form">
      <p className={forms.intro}>{t('settings.hours.intro')}</p>
      <div className={`${styles.row} ${styles.heads}`} aria-hidden="true">
        <span className={styles.headsGap} />
        <span>{t('settings.hours.start')}</span>
        <span>{t('settings.hours.end')}</span>
      </div>
      {WEEKDAYS.map((day) => (
        <DayRow
          key={day}
          day={day}
          name={names[day]}
          saved={saved[day]}
          closed={closed[day]}
          onClosed={(shut) => setClosed((before) => ({ ...before, [day]: shut }))}
        />
      ))}
      <SaveFooter request={state} name="hours" />
    </CheckedForm>
  );
}

/**
 * The performer's working hours, for the "usually online" line of her page: each day open
 * from a time until a later one, or closed.
 */
export function WorkingHoursForm({ performer }: { performer: PerformerWithProfile }) {
  const { t } = useTranslation('account');
  const { holder, version, showSaved } = useShownAnew();
  const state = useProfileRequest('workingHours', t('settings.hours.saved'), showSaved);
  return (
    <div ref={holder} className={forms.hours}>
      <WeekForm key={version} performer={performer} state={state} />
    </div>
  );
}
