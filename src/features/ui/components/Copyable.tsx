/** A value with a button that copies it (antd's copyable text): the icon turns to a tick for a moment once copied. */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import CopyOutlined from '@ant-design/icons-svg/es/asn/CopyOutlined';
import { Icon } from './Icon';
import styles from './Copyable.module.css';

export function Copyable({
  text,
  children,
}: {
  text: string;
  /** What is shown, when not the text itself (`@name` for `name`). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('components');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <span>
      {children ?? text}
      <button
        type="button"
        className={copied ? `${styles.copy} ${styles.copied}` : styles.copy}
        aria-label={t(copied ? 'copy.copied' : 'copy.copy')}
        title={t(copied ? 'copy.copied' : 'copy.copy')}
        onClick={() =>
          void navigator.clipboard?.writeText(text).then(
            () => setCopied(true),
            () => undefined,
          )
        }
      >
        <Icon icon={copied ? CheckOutlined : CopyOutlined} />
      </button>
    </span>
  );
}
