/**
 * A form of plain elements in the look of antd's vertical form: large inputs for the forms
 * every visitor may open (signing in, registering, the password and e-mail links), middle
 * ones (`size="middle"`) for the account's and the administration's editors. The inputs keep
 * what the person types in the DOM (no form state; an editor gives each field its
 * `defaultValue`), so what was typed or filled in before the page's scripts ran is sent as it
 * is. `check` answers what is wrong, by field name, with the values sent; each field says its
 * problem below it (tied to the input for screen readers), the focus goes to the first field
 * with one, and a field that was wrong is checked again as the person corrects it. Only a
 * form without problems reaches `onValid`, with the values sent and the form itself (which a
 * form that starts afresh once sent resets). `problems` are the server's refusals of fields
 * (shown the same way, until the field is changed); `disabled` greys the whole form out.
 */
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import UploadOutlined from '@ant-design/icons-svg/es/asn/UploadOutlined';
import { Icon } from './Icon';
import { ProblemsContext, RecheckContext } from '../form-context';
import { useFieldState } from '../hooks/useFieldState';
import styles from './CheckedForm.module.css';

/** What is wrong with the form's fields, by name; a field without a problem is absent or undefined. */
export type FieldProblems = Partial<Record<string, string>>;

/** A field's value as sent: text, or '' when absent. */
export const textOf = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

/** A number field's value as sent: null when empty or not a number. */
export const numberOf = (data: FormData, name: string) => {
  const text = textOf(data, name).trim();
  const value = text === '' ? NaN : Number(text);
  return Number.isFinite(value) ? value : null;
};

/** Whether a checkbox (or a switch) was ticked. */
export const checkedOf = (data: FormData, name: string) => data.get(name) !== null;

/** All the values sent under one name (a field of several choices), in their order. */
export const textsOf = (data: FormData, name: string) => data.getAll(name).filter((value): value is string => typeof value === 'string');

/** The file picked in a field, if any. */
export const fileOf = (data: FormData, name: string) => {
  const value = data.get(name);
  return value instanceof File && value.name ? value : null;
};

/** Only the problems there are, so that an empty answer means a form to send. */
const found = (problems: FieldProblems) => Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as FieldProblems;

export function CheckedForm({
  check,
  onValid,
  problems: refused,
  size = 'large',
  disabled = false,
  id,
  className,
  children,
  'data-testid': testId,
}: {
  check: (data: FormData) => FieldProblems;
  onValid: (data: FormData, form: HTMLFormElement) => void;
  /** The server's refusals by field name (a new object each time it answers). */
  problems?: FieldProblems;
  /** `middle`: antd's default size, for the editors of the account and administration pages. */
  size?: 'large' | 'middle';
  disabled?: boolean;
  /** For a button outside the form that sends it (a dialog's OK). */
  id?: string;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const [problems, setProblems] = useState<FieldProblems>({});
  const formRef = useRef<HTMLFormElement>(null);

  // The server's answer replaces what the form found (once per answer); nothing is focused, the person may be elsewhere.
  const [answered, setAnswered] = useState(refused);
  if (refused !== answered) {
    setAnswered(refused);
    if (refused) setProblems(found(refused));
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const now = found(check(data));
    setProblems(now);
    // A field's input is named like it, or (a field whose values are hidden inputs) has its name as id.
    const first = Array.from(form.elements).find((element) => {
      const input = element as HTMLInputElement;
      return input.type !== 'hidden' && (now[input.name] || now[input.id]);
    });
    if (first) (first as HTMLElement).focus();
    else onValid(data, form);
  };

  const recheckField = useCallback(
    (name: string) => {
      if (!name || !problems[name] || !formRef.current) return;
      const again = check(new FormData(formRef.current))[name];
      setProblems((before) => ({ ...before, [name]: again }));
    },
    [check, problems],
  );
  const recheck = (event: ChangeEvent<HTMLFormElement>) => recheckField((event.target as unknown as HTMLInputElement).name);

  const classes = [size === 'middle' && styles.middle, className].filter(Boolean).join(' ') || undefined;
  return (
    <form ref={formRef} id={id} noValidate onSubmit={submit} onChange={recheck} className={classes} data-testid={testId}>
      <ProblemsContext.Provider value={problems}>
        <RecheckContext.Provider value={recheckField}>
          {disabled ? (
            <fieldset disabled className={styles.fieldset}>
              {children}
            </fieldset>
          ) : (
            children
          )}
        </RecheckContext.Provider>
      </ProblemsContext.Provider>
    </form>
  );
}

interface FieldProps {
  name: string;
  label: ReactNode;
  /** A line under the field (what it takes). */
  hint?: ReactNode;
}

/** One labelled field: its control, then its problem or its hint. */
export function Field({ name, label, hint, problem, children }: FieldProps & { problem?: string; children: ReactNode }) {
  return (
    <div className={styles.item}>
      <label htmlFor={name} className={styles.label}>
        {label}
      </label>
      {children}
      {problem ? (
        <div id={`${name}-error`} className={styles.error} role="alert">
          {problem}
        </div>
      ) : (
        hint && (
          <div id={`${name}-hint`} className={styles.hint}>
            {hint}
          </div>
        )
      )}
    </div>
  );
}

/** A part of the form that is not one of its fields (a row of choices), spaced like them. */
export function FormItem({ children }: { children: ReactNode }) {
  return <div className={styles.item}>{children}</div>;
}

/** The input's frame: the icon before it, the border that turns red with a problem. */
function Control({ problem, icon, width, children }: { problem?: string; icon?: ReactNode; width?: number; children: ReactNode }) {
  return (
    <div className={problem ? `${styles.control} ${styles.invalid}` : styles.control} style={width ? { width } : undefined}>
      {icon && <span className={styles.prefix}>{icon}</span>}
      {children}
    </div>
  );
}

export function TextField({
  name,
  label,
  hint,
  icon,
  suffix,
  addonBefore,
  type = 'text',
  width,
  'data-testid': testId,
  ...input
}: FieldProps & {
  icon?: ReactNode;
  /** Before the field, in a grey box joined to it (antd's addonBefore: the path a slug goes after). */
  addonBefore?: ReactNode;
  /** After the input, inside its frame (a unit). */
  suffix?: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  inputMode?: 'email' | 'text' | 'tel' | 'numeric' | 'url';
  autoCapitalize?: string;
  maxLength?: number;
  placeholder?: string;
  defaultValue?: string;
  /** The language the text is written in, when it is not the page's (a translation). */
  lang?: string;
  /** The frame's width in pixels (a short code); the whole width when absent. */
  width?: number;
  'data-testid'?: string;
}) {
  const { problem, input: tied } = useFieldState(name, hint);
  const control = (
    <Control problem={problem} icon={icon} width={width}>
      <input type={type} className={styles.input} data-testid={testId} {...tied} {...input} />
      {suffix && <span className={styles.suffix}>{suffix}</span>}
    </Control>
  );
  return (
    <Field name={name} label={label} hint={hint} problem={problem}>
      {addonBefore ? (
        <div className={styles.addonGroup}>
          <span className={styles.addon}>{addonBefore}</span>
          {control}
        </div>
      ) : (
        control
      )}
    </Field>
  );
}

/**
 * A number, typed; `numberOf` reads it (null when empty). `step` 1 for whole numbers, 0.01
 * for hundredths; the browser's arrows and keys keep within `min` and `max`, and `check`
 * says what is wrong with a number typed beyond them.
 */
export function NumberField({
  name,
  label,
  hint,
  suffix,
  min,
  max,
  step = 1,
  defaultValue,
  placeholder,
  width,
  disabled,
  'data-testid': testId,
}: FieldProps & {
  suffix?: ReactNode;
  min?: number;
  max?: number;
  step?: number;
  defaultValue?: number | null;
  /** Shown while the field is empty (what applies without a value). */
  placeholder?: string;
  /** The frame's width in pixels (a number is short); the whole width when absent. */
  width?: number;
  /** Greyed out while another field makes it moot; a disabled input is not sent. */
  disabled?: boolean;
  'data-testid'?: string;
}) {
  const { problem, input } = useFieldState(name, hint);
  return (
    <Field name={name} label={label} hint={hint} problem={problem}>
      <Control problem={problem} width={width}>
        <input
          type="number"
          inputMode={step < 1 ? 'decimal' : 'numeric'}
          className={styles.input}
          min={min}
          max={max}
          step={step}
          defaultValue={defaultValue ?? undefined}
          placeholder={placeholder}
          disabled={disabled}
          data-testid={testId}
          {...input}
        />
        {suffix && <span className={styles.suffix}>{suffix}</span>}
      </Control>
    </Field>
  );
}

/**
 * A yes or no: a checkbox with its label beside it, or with `appearance="switch"` antd's
 * switch (the same input, for a setting that takes effect). `checkedOf` reads it.
 * `labelAbove` puts the label over it like the other fields' (a switch in a row of fields).
 */
export function CheckboxField({
  name,
  label,
  hint,
  defaultChecked,
  appearance = 'checkbox',
  labelAbove = false,
  'data-testid': testId,
}: FieldProps & { defaultChecked?: boolean; appearance?: 'checkbox' | 'switch'; labelAbove?: boolean; 'data-testid'?: string }) {
  const { problem, input } = useFieldState(name, hint);
  const describedBy = input['aria-describedby'];
  const box = (
    <input
      type="checkbox"
      role={appearance === 'switch' ? 'switch' : undefined}
      className={appearance === 'switch' ? styles.switch : styles.checkbox}
      defaultChecked={defaultChecked}
      data-testid={testId}
      {...input}
    />
  );
  return (
    <div className={styles.item}>
      {labelAbove ? (
        <>
          <label htmlFor={name} className={styles.label}>
            {label}
          </label>
          <div className={styles.checkRow}>{box}</div>
        </>
      ) : (
        <label className={styles.check}>
          {box}
          <span>{label}</span>
        </label>
      )}
      {problem ? (
        <div id={describedBy} className={styles.error} role="alert">
          {problem}
        </div>
      ) : (
        hint && (
          <div id={describedBy} className={styles.hint}>
            {hint}
          </div>
        )
      )}
    </div>
  );
}

/** Fields side by side, two to a row on a wide screen and one on a phone (antd's Row of half-width Cols). */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}

/**
 * Text of several lines; with `maxLength`, the count of its characters against it below it
 * (`showCount={false}`: without, for a limit few texts come near). `autoSize`: it grows with
 * its text from `rows` lines to six (antd's autoSize); `className` sizes it otherwise.
 */
export function TextAreaField({
  name,
  label,
  hint,
  rows,
  maxLength,
  autoSize = false,
  defaultValue = '',
  placeholder,
  showCount = true,
  className,
  lang,
  'data-testid': testId,
}: FieldProps & {
  rows: number;
  maxLength?: number;
  autoSize?: boolean;
  defaultValue?: string;
  placeholder?: string;
  showCount?: boolean;
  className?: string;
  /** The language the text is written in, when it is not the page's (a translation). */
  lang?: string;
  'data-testid'?: string;
}) {
  const { problem, input } = useFieldState(name, hint);
  const [count, setCount] = useState(defaultValue.length);
  const classes = [styles.textarea, autoSize && styles.autoSize, problem && styles.invalid, className].filter(Boolean).join(' ');
  const counted = showCount && maxLength !== undefined;
  return (
    <Field name={name} label={label} hint={hint} problem={problem}>
      <textarea
        data-testid={testId}
        className={classes}
        rows={rows}
        lang={lang}
        maxLength={maxLength}
        defaultValue={defaultValue}
        placeholder={placeholder}
        onChange={counted ? (event) => setCount(event.currentTarget.value.length) : undefined}
        {...input}
      />
      {counted && (
        <div className={styles.count} aria-hidden="true">
          {count} / {maxLength}
        </div>
      )}
    </Field>
  );
}

/** A password with a button that shows it as typed. */
export function PasswordField({
  name,
  label,
  hint,
  icon,
  autoComplete,
  maxLength,
}: FieldProps & { icon?: ReactNode; autoComplete: string; maxLength?: number }) {
  const { t } = useTranslation('components');
  const { problem, input } = useFieldState(name, hint);
  const [shown, setShown] = useState(false);
  return (
    <Field name={name} label={label} hint={hint} problem={problem}>
      <Control problem={problem} icon={icon}>
        <input type={shown ? 'text' : 'password'} className={styles.input} autoComplete={autoComplete} maxLength={maxLength} {...input} />
        <button
          type="button"
          className={styles.reveal}
          aria-label={t(shown ? 'form.hidePassword' : 'form.showPassword')}
          aria-pressed={shown}
          onClick={() => setShown((before) => !before)}
        >
          <Icon icon={shown ? EyeOutlined : EyeInvisibleOutlined} />
        </button>
      </Control>
    </Field>
  );
}

/**
 * The browser's own select (typing a choice's first letters picks it); `placeholder` is a
 * first, empty choice (sent as ''), without it one of `options` is always chosen.
 */
export function SelectField({
  name,
  label,
  hint,
  placeholder,
  options,
  autoComplete,
  defaultValue,
  width,
  'data-testid': testId,
}: FieldProps & {
  placeholder?: string;
  options: { value: string; label: string }[];
  autoComplete?: string;
  defaultValue?: string | null;
  width?: number;
  'data-testid'?: string;
}) {
  const { problem, input } = useFieldState(name, hint);
  return (
    <Field name={name} label={label} hint={hint} problem={problem}>
      <Control problem={problem} width={width}>
        <select
          className={`${styles.input} ${styles.select}`}
          defaultValue={defaultValue ?? (placeholder === undefined ? undefined : '')}
          autoComplete={autoComplete}
          data-testid={testId}
          {...input}
        >
          {placeholder !== undefined && (
            <option value="" className={styles.empty}>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon icon={DownOutlined} className={styles.chevron} />
      </Control>
    </Field>
  );
}

/**
 * The browser's own date picker; the value is sent (and `defaultValue` given) as YYYY-MM-DD,
 * or with `withTime` the browser's date and time picker, as YYYY-MM-DDTHH:mm (the page
 * decides the zone it is in). `clearable`: a button inside it empties it, as antd's pickers
 * do (the browser's own has none everywhere).
 */
export function DateField({
  name,
  label,
  hint,
  min,
  max,
  defaultValue,
  withTime = false,
  clearable = false,
  width,
  'data-testid': testId,
}: FieldProps & {
  min?: string;
  max?: string;
  defaultValue?: string;
  withTime?: boolean;
  clearable?: boolean;
  /** The frame's width in pixels; the whole width when absent. */
  width?: number;
  'data-testid'?: string;
}) {
  const { t } = useTranslation('components');
  const { problem, input } = useFieldState(name, hint);
  const ref = useRef<HTMLInputElement>(null);
  const [filled, setFilled] = useState(Boolean(defaultValue));

  // A form put back to its first values (reset) shows the clear button as they do.
  useEffect(() => {
    const form = ref.current?.form;
    if (!clearable || !form) return undefined;
    const reset = () => setFilled(Boolean(defaultValue));
    form.addEventListener('reset', reset);
    return () => form.removeEventListener('reset', reset);
  }, [clearable, defaultValue]);

  const clear = () => {
    const field = ref.current;
    if (!field) return;
    // Through the input's own setter and an input event, so that React and the form hear the change (a problem is checked again).
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, '');
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.focus();
  };

  return (
    <Field name={name} label={label} hint={hint} problem={problem}>
      <Control problem={problem} width={width}>
        <input
          ref={ref}
          type={withTime ? 'datetime-local' : 'date'}
          className={styles.input}
          min={min}
          max={max}
          defaultValue={defaultValue}
          onChange={(event) => setFilled(event.currentTarget.value !== '')}
          data-testid={testId}
          {...input}
        />
        {clearable && filled && (
          <button type="button" className={styles.clear} aria-label={t('form.clear')} onClick={clear}>
            <Icon icon={CloseCircleFilled} />
          </button>
        )}
      </Control>
    </Field>
  );
}

/** One file, picked with a button in antd's upload look; its name shows once picked. */
export function FileField({ name, label, hint, accept, buttonText }: FieldProps & { accept: string; buttonText: string }) {
  const { problem, input } = useFieldState(name, hint);
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <Field name={name} label={label} hint={hint} problem={problem}>
      <div className={styles.file}>
        <input
          type="file"
          accept={accept}
          className={styles.fileInput}
          onChange={(event) => setPicked(event.currentTarget.files?.[0]?.name ?? null)}
          data-testid={`upload-${name}`}
          {...input}
        />
        <span className={problem ? `${styles.pick} ${styles.invalid}` : styles.pick} aria-hidden="true">
          <Icon icon={UploadOutlined} />
          {buttonText}
        </span>
        {picked && <span className={styles.picked}>{picked}</span>}
      </div>
    </Field>
  );
}

/** The browser's colour picker in a small frame (antd's input of type colour); the value is sent as #rrggbb. */
export function ColourField({
  name,
  label,
  hint,
  defaultValue,
  'data-testid': testId,
}: FieldProps & { defaultValue?: string; 'data-testid'?: string }) {
  const { problem, input } = useFieldState(name, hint);
  return (
    <Field name={name} label={label} hint={hint} problem={problem}>
      <input
        type="color"
        className={problem ? `${styles.colour} ${styles.invalid}` : styles.colour}
        defaultValue={defaultValue}
        data-testid={testId}
        {...input}
      />
    </Field>
  );
}
