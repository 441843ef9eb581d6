/**
 * A button whose action is asked for again before it runs (buying an item, clearing a
 * chat): a small panel below it with the question, "cancel" and "ok", in the look of
 * antd's Popconfirm, as a `Disclosure` (Escape or a click elsewhere cancels; cancelling
 * gives the focus back to the button). `floating` for a button in a table's row or in a
 * dialog, whose edges would cut the panel off.
 */
import { useRef, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Disclosure } from './Disclosure';
import { useFloatingPanel } from '../hooks/useFloatingPanel';
import styles from './ConfirmButton.module.css';

interface Props {
  /** The button's label; none for a button of an icon alone (then `aria-label` names it). */
  children?: ReactNode;
  icon?: ReactNode;
  'aria-label'?: string;
  /** The button's tooltip. */
  title?: string;
  floating?: boolean;
  question: ReactNode;
  ok: string;
  cancel: string;
  onConfirm: () => void;
  type?: 'primary' | 'default';
  size?: 'small' | 'middle' | 'large';
  danger?: boolean;
  loading?: boolean;
  /** Greyed out: nothing to ask (antd's disabled Popconfirm on a disabled button). */
  disabled?: boolean;
  'data-testid'?: string;
}

export function ConfirmButton({
  children,
  icon,
  'aria-label': label,
  title,
  floating,
  question,
  ok,
  cancel,
  onConfirm,
  type,
  size,
  danger,
  loading,
  disabled,
  'data-testid': testId,
}: Props) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelContent = useRef<HTMLDivElement>(null);
  useFloatingPanel(Boolean(floating), open, panelContent, trigger, styles.floating);
  const cancelled = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  return (
    <Disclosure
      open={open}
      onOpenChange={setOpen}
      trigger={(opens) => (
        <Button
          ref={trigger}
          type={type}
          size={size}
          danger={danger}
          loading={loading}
          disabled={disabled}
          icon={icon}
          aria-label={label}
          title={title}
          data-testid={testId}
          {...opens}
        >
          {children}
        </Button>
      )}
    >
      {/* Escape puts the question away, and only it: not the dialog the button is in. */}
      <div
        ref={panelContent}
        role="alertdialog"
        aria-label={typeof question === 'string' ? question : undefined}
        className={styles.confirm}
        onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()}
      >
        <p className={styles.question}>{question}</p>
        <div className={styles.actions}>
          <Button size="small" onClick={cancelled}>
            {cancel}
          </Button>
          <Button
            size="small"
            type="primary"
            danger={danger}
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            {ok}
          </Button>
        </div>
      </div>
    </Disclosure>
  );
}
