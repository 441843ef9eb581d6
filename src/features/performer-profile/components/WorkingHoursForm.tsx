/**
 * The performer's working hours: for each day a start and end time (HH:mm) or
 * closed. An open day must end after it starts (POST /performers/working-hours/update).
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Col, Form, Grid, Row, Switch, TimePicker, Typography, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { useAppDispatch } from '@/store/hooks';
import { MSG } from '@/shared/messages';
import { WEEKDAYS, type Weekday } from '@/shared/constants';
import { saveWorkingHours, type PerformerWithProfile } from '../slice';
import { endsAfterStart, pickerWeek, timeText, weekFromPickers, type PickerWeek } from '../working-hours';
import { SaveFooter } from '@/features/ui/components/SaveFooter';
import { useProfileRequest } from '../hooks/useProfileRequest';

const TIME_FORMAT = 'HH:mm';
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

/** Day and switch share a line on a phone, the two times the next one. */
const spans = { day: { xs: 12, sm: 6 }, open: { xs: 12, sm: 4 }, time: { xs: 12, sm: 7 } };

/** `compact`: a phone, where the times carry their own label instead of a column header. */
function DayRow({ day, name, form, compact }: { day: Weekday; name: string; form: FormInstance<PickerWeek>; compact: boolean }) {
  const { t } = useTranslation(['account', 'common']);
  const closed = Form.useWatch([day, 'closed'], form) as boolean | undefined;
  const required = { required: !closed, message: t(MSG.required, { ns: 'common' }) };
  const rowGap = { marginBottom: 12 };
  const label = (key: string) => (compact ? <Typography.Text type="secondary">{t(key)}</Typography.Text> : undefined);
  /** The picker of the day's start or end, named for screen readers (and on a phone, on screen). */
  const timePicker = (edge: 'start' | 'end') => (
    <TimePicker
      format={TIME_FORMAT}
      minuteStep={5}
      needConfirm={false}
      disabled={closed}
      prefix={label(`settings.hours.${edge}`)}
      placeholder={t(`settings.hours.${edge}`)}
      aria-label={`${name}: ${t(`settings.hours.${edge}`)}`}
      style={{ width: '100%' }}
    />
  );

  return (
    <Row gutter={12} align="top" style={{ marginBottom: 4 }} data-testid={`hours-${day}`}>
      <Col {...spans.day}>
        <Typography.Text strong style={{ display: 'block', lineHeight: '32px' }}>
          {name}
        </Typography.Text>
      </Col>
      <Col {...spans.open}>
        {/* The field is `closed`; the switch reads "open", so a working day is the one that is on. */}
        <Form.Item
          name={[day, 'closed']}
          getValueProps={(isClosed: boolean) => ({ checked: !isClosed })}
          normalize={(open: boolean) => !open}
          style={rowGap}
        >
          <Switch
            checkedChildren={t('settings.hours.open')}
            unCheckedChildren={t('settings.hours.closed')}
            aria-label={name}
            data-testid={`hours-${day}-open`}
          />
        </Form.Item>
      </Col>
      <Col {...spans.time}>
        <Form.Item name={[day, 'start']} rules={[required]} style={rowGap}>
          {timePicker('start')}
        </Form.Item>
      </Col>
      <Col {...spans.time}>
        <Form.Item
          name={[day, 'end']}
          dependencies={[
            [day, 'start'],
            [day, 'closed'],
          ]}
          style={rowGap}
          rules={[
            required,
            ({ getFieldValue }) => ({
              validator: async (_rule, end: Dayjs | null) => {
                const start = getFieldValue([day, 'start']) as Dayjs | null;
                if (getFieldValue([day, 'closed']) || !start || !end) return;
                if (!endsAfterStart(timeText(start), timeText(end))) throw new Error(t('settings.hours.endAfterStart'));
              },
            }),
          ]}
        >
          {timePicker('end')}
        </Form.Item>
      </Col>
    </Row>
  );
}

export function WorkingHoursForm({ performer }: { performer: PerformerWithProfile }) {
  const { t, i18n } = useTranslation('account');
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<PickerWeek>();
  const names = useMemo(() => weekdayNames(i18n.language), [i18n.language]);
  const compact = !Grid.useBreakpoint().sm;
  const showSaved = useCallback(() => form.setFieldsValue(pickerWeek(performer.workingHours)), [form, performer.workingHours]);
  const state = useProfileRequest('workingHours', t('settings.hours.saved'), showSaved);

  const submit = (values: PickerWeek) => dispatch(saveWorkingHours(weekFromPickers(values, performer.workingHours)));

  return (
    <Form
      form={form}
      initialValues={pickerWeek(performer.workingHours)}
      onFinish={submit}
      style={{ maxWidth: 640 }}
      data-testid="working-hours-form"
    >
      <Typography.Paragraph type="secondary">{t('settings.hours.intro')}</Typography.Paragraph>
      <Row gutter={12} aria-hidden>
        <Col xs={0} sm={spans.day.sm + spans.open.sm} />
        <Col xs={0} sm={spans.time.sm}>
          <Typography.Text type="secondary">{t('settings.hours.start')}</Typography.Text>
        </Col>
        <Col xs={0} sm={spans.time.sm}>
          <Typography.Text type="secondary">{t('settings.hours.end')}</Typography.Text>
        </Col>
      </Row>
      {WEEKDAYS.map((day) => (
        <DayRow key={day} day={day} name={names[day]} form={form} compact={compact} />
      ))}
      <SaveFooter request={state} name="hours" />
    </Form>
  );
}
