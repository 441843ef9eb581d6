/**
 * The site's button, in the look of antd's (`type` primary, default, text or link;
 * `size` small, middle or large; `danger`; an `icon` before the label; `loading`; `block`),
 * as a plain `<button>`, or a link in the same look when given `href`. The pages every
 * visitor opens (home, performer pages, lists) use it instead of antd's Button, which
 * brings antd's style engine, theme and wave effect with it; colours come from the
 * theme's CSS variables (`--color-primary`…).
 */
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import Link from 'next/link';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { Icon } from './Icon';
import styles from './Button.module.css';

interface Look {
  type?: 'primary' | 'default' | 'text' | 'link';
  size?: 'small' | 'middle' | 'large';
  danger?: boolean;
  /** Shown before the label; a button with an icon and no label is square. */
  icon?: ReactNode;
  /** Shows a turning icon instead of `icon`; the button does nothing meanwhile. */
  loading?: boolean;
  /** As wide as its container. */
  block?: boolean;
  className?: string;
  children?: ReactNode;
}

type ButtonProps = Look &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & { htmlType?: 'button' | 'submit' | 'reset'; ref?: Ref<HTMLButtonElement> };
type LinkProps = Look & {
  href: string;
  target?: string;
  rel?: string;
  'data-testid'?: string;
  'aria-label'?: string;
  onClick?: () => void;
};

/** The classes of a button's look, for an element that is neither a button nor a page link (a download). */
export function buttonClasses({ type = 'default', size = 'middle', danger, block, icon, loading, children, className }: Look) {
  return [
    styles.button,
    styles[type],
    size !== 'middle' && styles[size],
    danger && styles.danger,
    block && styles.block,
    (icon || loading) && children == null && styles.iconOnly,
    loading && styles.loading,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

function Content({ icon, loading, children }: Look) {
  const shown = loading ? <Icon icon={LoadingOutlined} spin /> : icon;
  return (
    <>
      {shown && <span className={styles.icon}>{shown}</span>}
      {children != null && <span className={styles.label}>{children}</span>}
    </>
  );
}

export function Button(props: ButtonProps) {
  const { type, size, danger, icon, loading, block, className, children, htmlType = 'button', disabled, onClick, ...rest } = props;
  const look = { type, size, danger, icon, loading, block, className, children };
  return (
    <button
      {...rest}
      type={htmlType}
      className={buttonClasses(look)}
      disabled={disabled}
      aria-busy={loading || undefined}
      // While it works, a press does nothing: neither its own action nor sending its form again.
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      <Content {...look} />
    </button>
  );
}

/** A link to another page in the look of a button. */
export function ButtonLink(props: LinkProps) {
  const { type, size, danger, icon, loading, block, className, children, href, ...rest } = props;
  const look = { type, size, danger, icon, loading, block, className, children };
  return (
    <Link href={href} className={buttonClasses(look)} {...rest}>
      <Content {...look} />
    </Link>
  );
}
