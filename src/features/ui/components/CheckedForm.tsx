/**
 * A form of plain elements in the look of antd's vertical form with large inputs, for the
 * forms every visitor may open (signing in, registering, the password and e-mail links):
 * their pages carry none of antd. The inputs keep what the visitor types in the DOM (no form
 * state), so what was typed or filled in before the page's scripts ran is sent as it is.
 * `check` answers what is wrong, by field name, with the values sent; each field says its
 * problem below it (tied to the input for screen readers), the focus goes to the first field
 * with one, and a field that was wrong is checked again as the visitor corrects it. Only a
 * form without problems reaches `onValid`.
 */
import { createContext, useContext, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import UploadOutlined from '@ant-design/icons-svg/es/asn/UploadOutlined';
import { Icon } from './Icon';
import styles from './CheckedForm.module.css';

/** What is wrong with the form's fields, by name; a field without a problem is absent or undefined. */
export type FieldProblems = Partial<Record<string, string>>;

const ProblemsContext = createContext<FieldProblems>({});

/** A field's value as sent: text, or '' when absent. */
export const textOf = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

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
  id,
  className,
  children,
  'data-testid': testId,
}: {
  check: (data: FormData) => FieldProblems;
  onValid: (data: FormData) => void;
  /** For a button outside the form that sends it (a dialog's OK). */
  id?: string;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const [problems, setProblems] = useState<FieldProblems>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const now = found(check(data));
    setProblems(now);
    const first = Array.from(form.elements).find((element) => now[(element as HTMLInputElement).name]);
    if (first) (first as HTMLElement).focus();
    else onValid(data);
  };

  const recheck = (event: ChangeEvent<HTMLFormElement>) => {
    const { name } = event.target as unknown as HTMLInputElement;
    if (!name || !problems[name]) return;
    const again = check(new FormData(event.currentTarget))[name];
    setProblems((before) => ({ ...before, [name]: again }));
  };

  return (
    <form id={id} noValidate onSubmit={submit} onChange={recheck} className={className} data-testid={testId}>
      <ProblemsContext.Provider value={problems}>{children}</ProblemsContext.Provider>
    </form>
  );
}

/** The attributes that tie an input to its field's problem or hint. */
function useFieldState(name: string, hint: ReactNode) {
  const problem = useContext(ProblemsContext)[name];
  const describedBy = problem ? `${name}-error` : hint ? `${name}-hint` : undefined;
  return { problem, input: { id: name, name, 'aria-invalid': Boolean(problem), 'aria-describedby': describedBy } };
}

interface FieldProps {
  name: string;
  label: ReactNode;
  /** A line under the field (what it takes). */
  hint?: ReactNode;
}

/** One labelled field: its control, then its problem or its hint. */
function Field({ name, label, hint, problem, children }: FieldProps & { problem?: string; children: ReactNode }) {
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
function Control({ problem, icon, children }: { problem?: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <div className={problem ? `${styles.control} ${styles.invalid}` : styles.control}>
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
  type = 'text',
  ...input
}: FieldProps & {
  icon?: ReactNode;
  type?: 'text' | 'email';
  autoComplete?: string;
  inputMode?: 'email' | 'text';
  autoCapitalize?: string;
  maxLength?: number;
  defaultValue?: string;
}) {
  const { problem, input: tied } = useFieldState(name, hint);
  return (
    <Field name={name} label={label} hint={hint} problem={problem}>
      <Control problem={problem} icon={icon}>
        <input type={type} className={styles.input} {...tied} {...input} />
      </Control>
    </Field>
  );
}

/** Text of several lines, with the count of its characters against `maxLength` below it. */
export function TextAreaField({
  name,
  label,
  hint,
  rows,
  maxLength,
  defaultValue = '',
}: FieldProps & { rows: number; maxLength: number; defaultValue?: string }) {
  const { problem, input } = useFieldState(name, hint);
  const [count, setCount] = useState(defaultValue.length);
  return (
    <Field name={name} label={label} hint={hint} problem={problem}>
      <textarea
        className={problem ? `${styles.textarea} ${styles.invalid}` : styles.textarea}
        rows={rows}
        maxLength={maxLength}
        defaultValue={defaultValue}
        onChange={(event) => setCount(event.currentTarget.value.length)}
        {...input}
      />
      <div className={styles.count} aria-hidden="true">
        {count} / {maxLength}
      </div>
    </Field>
  );
}

/** A password with a button that shows it as typed. */
export function PasswordField({ name, label, hint, icon, autoComplete }: FieldProps & { icon?: ReactNode; autoComplete: string }) {
  const { t } = useTranslation('components');
  const { problem, input } = useFieldState(name, hint);
  const [shown, setShown] = useState(false);
  return (
    <Field name={name} label={label} hint={hint} problem={problem}>
      <Control problem={problem} icon={icon}>
        <input type={shown ? 'text' : 'password'} className={styles.input} autoComplete={autoComplete} {...input} />
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

/** The browser's own select; `placeholder` is the first, empty choice. */
export function SelectField({
  name,
  label,
  hint,
  placeholder,
  options,
  autoComplete,
}: FieldProps & { placeholder: string; options: { value: string; label: string }[]; autoComplete?: string }) {
  const { problem, input } = useFieldState(name, hint);
  return (
    <Field name={name} label={label} hint={hint} problem={problem}>
      <Control problem={problem}>
        <select className={`${styles.input} ${styles.select}`} defaultValue="" autoComplete={autoComplete} {...input}>
          <option value="">{placeholder}</option>
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

/** The browser's own date picker; the value is sent as YYYY-MM-DD. */
export function DateField({ name, label, hint, min, max }: FieldProps & { min?: string; max?: string }) {
  const { problem, input } = useFieldState(name, hint);
  return (
    <Field name={name} label={label} hint={hint} problem={problem}>
      <Control problem={problem}>
        <input type="date" className={styles.input} min={min} max={max} {...input} />
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
