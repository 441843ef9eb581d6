/**
 * A field of several choices for CheckedForm, in the look of antd's multiple Select (middle
 * size): the chosen ones as tags in the field, each with its remove button, and a search
 * that narrows the list opening under it (arrow keys, Enter, Escape; Backspace removes the
 * last tag). With `free`, antd's tags mode: what is typed becomes a tag on Enter, a comma or
 * leaving the field, and no list opens. The choices go with the form as hidden inputs under
 * `name` (`textsOf` reads them); the browser's select of several would need a held key to
 * pick a second one.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { Field } from './CheckedForm';
import { useFieldRecheck } from '../hooks/useFieldRecheck';
import { useFieldState } from '../hooks/useFieldState';
import { Icon } from './Icon';
import { nextEnabled, optionId, OptionList } from './OptionList';
import styles from './MultiSelectField.module.css';

interface Props {
  name: string;
  label: string;
  hint?: string;
  options?: readonly { value: string; label: string }[];
  defaultValue?: readonly string[];
  /** At most this many; the other choices are greyed out once it is reached. */
  maxCount?: number;
  placeholder?: string;
  /** The choices are still coming (a list loaded from the server). */
  loading?: boolean;
  /** Typed words are the choices (tags), separated by Enter or a comma. */
  free?: boolean;
  'data-testid'?: string;
}

/** Lower case without accents: "Curaçao" is found by "curac". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * The options whose label holds the search, those that begin with it first, then those with
 * a word that begins with it: "Neder" finds the Netherlands' "Nederland" before "Caribisch
 * Nederland". A label's leading flag or sign does not count as its beginning.
 */
export function matchingOptions<T extends { label: string }>(options: readonly T[], text: string): T[] {
  const search = folded(text.trim());
  if (!search) return [...options];
  const rank = (label: string) => {
    const words = folded(label).replace(/^[^\p{L}\p{N}]+/u, '');
    if (words.startsWith(search)) return 0;
    return words.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(search)) ? 1 : 2;
  };
  return options
    .filter((option) => folded(option.label).includes(search))
    .map((option, index) => ({ option, index, rank: rank(option.label) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ option }) => option);
}

/** The text as typed tags: the parts between commas, trimmed, without empty ones. */
const typedTags = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export function MultiSelectField({
  name,
  label,
  hint,
  options = [],
  defaultValue = [],
  maxCount = Infinity,
  placeholder,
  loading = false,
  free = false,
  'data-testid': testId,
}: Props) {
  const { t } = useTranslation('components');
  const { problem, input } = useFieldState(name, hint);
  const recheck = useFieldRecheck();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<string[]>(() => [...defaultValue]);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // A changed choice is checked again if the field was wrong (the hidden inputs are in place by now).
  // Once for each change: `recheck` is new with each of the form's renders.
  const checkedValues = useRef(values);
  useEffect(() => {
    if (values === checkedValues.current) return;
    checkedValues.current = values;
    recheck(name);
  }, [values, recheck, name]);

  const full = values.length >= maxCount;
  const labelOf = (value: string) => options.find((option) => option.value === value)?.label ?? value;
  const shown = matchingOptions(options, text).map((option) => ({ ...option, disabled: full && !values.includes(option.value) }));

  const add = (added: string[]) =>
    setValues((before) =>
      [...before, ...added.filter((value, i) => !before.includes(value) && added.indexOf(value) === i)].slice(0, maxCount),
    );
  const remove = (value: string) => setValues((before) => before.filter((chosen) => chosen !== value));
  const toggle = (value: string) => {
    if (values.includes(value)) remove(value);
    else if (!full) add([value]);
    setText('');
  };
  const addTyped = () => {
    add(typedTags(text));
    setText('');
  };
  const openList = () => {
    if (free) return;
    setOpen(true);
    setActive((before) => (before >= 0 ? before : nextEnabled(shown, -1, 1)));
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) openList();
      else setActive(nextEnabled(shown, active, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      // Enter chooses; it does not send the form.
      event.preventDefault();
      if (free) addTyped();
      else if (open && shown[active] && !shown[active].disabled) toggle(shown[active].value);
      else openList();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    } else if (event.key === 'Backspace' && !text && values.length) {
      remove(values[values.length - 1]);
    }
  };

  const onType = (typed: string) => {
    if (free && typed.includes(',')) {
      const parts = typed.split(',');
      add(typedTags(parts.slice(0, -1).join(',')));
      setText(parts[parts.length - 1]);
      return;
    }
    setText(typed);
    if (!free) {
      setOpen(true);
      setActive(matchingOptions(options, typed).length ? 0 : -1);
    }
  };

  const expanded = open && !free;
  const box = [styles.box, problem && styles.invalid].filter(Boolean).join(' ');
  return (
    <Field name={name} label={label} hint={hint} problem={problem}>
      {/* A click anywhere in the box is a click in its search, as in antd's select. */}
      <div className={styles.holder}>
        <div
          className={box}
          onMouseDown={(event) => {
            // The search keeps the focus (and the list stays open) while the box is pressed.
            const target = event.target as HTMLElement;
            if (target !== inputRef.current && !target.closest('button')) event.preventDefault();
          }}
          onClick={() => {
            if (document.activeElement !== inputRef.current) inputRef.current?.focus();
            else if (open) close();
            else openList();
          }}
          data-testid={testId}
        >
          {values.map((value) => (
            <span key={value} className={styles.tag}>
              <span className={styles.tagText}>{labelOf(value)}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('select.remove', { label: labelOf(value) })}
                onClick={(event) => {
                  event.stopPropagation();
                  remove(value);
                }}
              >
                <Icon icon={CloseOutlined} />
              </button>
            </span>
          ))}
          <input
            ref={inputRef}
            type="text"
            className={styles.search}
            value={text}
            placeholder={values.length ? undefined : placeholder}
            autoComplete="off"
            role={free ? undefined : 'combobox'}
            aria-expanded={free ? undefined : expanded}
            aria-controls={free ? undefined : listId}
            aria-autocomplete={free ? undefined : 'list'}
            aria-activedescendant={expanded && active >= 0 ? optionId(listId, active) : undefined}
            onChange={(event) => onType(event.target.value)}
            onKeyDown={onKeyDown}
            onFocus={openList}
            onBlur={() => {
              if (free) addTyped();
              else setText('');
              close();
            }}
            {...input}
            name={undefined}
          />
          <span className={styles.suffix}>
            {values.length > 0 && (
              <button
                type="button"
                className={styles.clear}
                aria-label={t('select.clear')}
                onMouseDown={(event) => event.preventDefault()}
                onClick={(event) => {
                  event.stopPropagation();
                  setValues([]);
                }}
              >
                <Icon icon={CloseCircleFilled} />
              </button>
            )}
            {!free && <Icon icon={loading ? LoadingOutlined : DownOutlined} spin={loading} className={styles.arrow} />}
          </span>
        </div>
        {expanded && (
          <OptionList
            id={listId}
            label={label}
            options={shown}
            active={active}
            multiple
            isChosen={(value) => values.includes(value)}
            onPick={toggle}
            onActive={setActive}
            empty={t('select.empty')}
          />
        )}
        {values.map((value) => (
          <input key={value} type="hidden" name={name} value={value} />
        ))}
      </div>
    </Field>
  );
}
