/**
 * A button whose action is asked for again before it runs (buying an item, clearing a
 * chat): a small panel below it with the question, "cancel" and "ok", in the look of
 * antd's Popconfirm, as a `Disclosure` (Escape or a click elsewhere cancels; cancelling
 * gives the focus back to the button).
 */
import { useRef, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Disclosure } from './Disclosure';
import styles from './ConfirmButton.module.css';

interface Props {
  /** The button's label. */
  children: ReactNode;
  question: ReactNode;
  ok: string;
  cancel: string;
  onConfirm: () => void;
  type?: 'primary' | 'default';
  size?: 'small' | 'middle' | 'large';
  danger?: boolean;
  loading?: boolean;
  'data-testid'?: string;
}

export function ConfirmButton({ children, question, ok, cancel, onConfirm, type, size, danger, loading, 'data-testid': testId }: Props) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const cancelled = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  return (
    <Disclosure
      open={open}
      onOpenChange={setOpen}
      trigger={(opens) => (
        <Button ref={trigger} type={type} size={size} danger={danger} loading={loading} data-testid={testId} {...opens}>
          {children}
        </Button>
      )}
    >
      <div role="alertdialog" aria-label={typeof question === 'string' ? question : undefined} className={styles.confirm}>
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
