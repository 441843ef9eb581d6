/**
 * A question or a short form over the page, in the look of antd's Modal, on the browser's
 * own modal `<dialog>`: the page behind cannot be reached, Tab and Shift+Tab go round its
 * controls (the browser would go on to its own address bar), Escape or a click beside it
 * cancels, and the focus comes back to where it was when it closes, also when the part
 * of the page that draws it goes with it (the browser gives it back only on a close). Its
 * content is drawn only while it is open (a new opening starts afresh). The footer is "cancel" and `okText`,
 * or `footer`. As antd's Modal, an editor may keep a click beside it from throwing away what
 * was typed (`maskClosable={false}`), and a dialog whose work is under way cannot be closed
 * until it ends (`closable={false}`: no close button, "cancel" disabled, Escape ignored).
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { Button } from './Button';
import { Icon } from './Icon';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  okText?: string;
  cancelText?: string;
  /** What OK does; or `okForm`, the id of a form in the dialog that OK sends. */
  onOk?: () => void;
  okForm?: string;
  onCancel: () => void;
  okDanger?: boolean;
  okLoading?: boolean;
  okDisabled?: boolean;
  okTestId?: string;
  /** In place of "cancel" and OK (a dialog that only shows something); `null` for none (a dialog with a form of its own). */
  footer?: ReactNode;
  /** 900 px wide rather than 520 (a document to look at, a form). */
  wide?: boolean;
  /** Its width in pixels, in place of 520 or 900 (an editor of a size of its own); never wider than the window. */
  width?: number;
  /** False while it must stay open (a save under way). */
  closable?: boolean;
  /** False: a click beside the box does not cancel (an editor). */
  maskClosable?: boolean;
  children?: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((control) => !control.closest('[hidden]'));
  if (controls.length === 0) return;
  const [first, last] = [controls[0], controls[controls.length - 1]];
  const next = event.shiftKey ? (document.activeElement === first ? last : null) : document.activeElement === last ? first : null;
  if (!next) return;
  event.preventDefault();
  next.focus();
}

export function Dialog({
  open,
  title,
  okText,
  cancelText,
  onOk,
  okForm,
  onCancel,
  okDanger,
  okLoading,
  okDisabled,
  okTestId,
  footer,
  wide = false,
  width,
  closable = true,
  maskClosable = true,
  children,
}: DialogProps) {
  const { t } = useTranslation('components');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Whether the press began on the backdrop: a selection dragged out of the box is no click beside it.
  const pressedBeside = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // A browser without modal dialogs shows it in the page's flow.
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      const lost = document.activeElement === null || document.activeElement === document.body || dialog.contains(document.activeElement);
      if (lost && opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={wide ? `${styles.dialog} ${styles.wide}` : styles.dialog}
      style={width ? { width: `min(${width}px, calc(100vw - 32px))` } : undefined}
      aria-labelledby={titleId}
      onKeyDown={keepFocusInside}
      // Escape: the parent decides whether it closes.
      onCancel={(event) => {
        event.preventDefault();
        if (closable) onCancel();
      }}
      // A click on the backdrop lands on the dialog itself, beside its box.
      onMouseDown={(event) => {
        pressedBeside.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (closable && maskClosable && pressedBeside.current && event.target === event.currentTarget) onCancel();
      }}
    >
      {open && (
        <div className={styles.box}>
          <header className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {closable && (
              <button type="button" className={styles.close} aria-label={t('dialog.close')} onClick={onCancel}>
                <Icon icon={CloseOutlined} />
              </button>
            )}
          </header>
          <div className={styles.body}>{children}</div>
          {footer !== null && (
            <footer className={styles.footer}>
              {footer ?? (
                <>
                  <Button onClick={onCancel} disabled={!closable}>
                    {cancelText ?? t('dialog.cancel')}
                  </Button>
                  <Button
                    type="primary"
                    htmlType={okForm ? 'submit' : 'button'}
                    form={okForm}
                    danger={okDanger}
                    loading={okLoading}
                    disabled={okDisabled}
                    onClick={onOk}
                    data-testid={okTestId}
                  >
                    {okText ?? t('dialog.ok')}
                  </Button>
                </>
              )}
            </footer>
          )}
        </div>
      )}
    </dialog>
  );
}
