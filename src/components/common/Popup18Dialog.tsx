/** The 18+ confirmation's dialog (`Popup18` decides whether it shows), with antd's theme (visitors' pages have none of their own). */
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Button, Modal, Space } from 'antd';
import { AntdProvider } from '@/features/ui/components/AntdProvider';

export function Popup18Dialog({
  text,
  readMoreId,
  onEnter,
  onLeave,
}: {
  /** The administrator's text; the standard one in the visitor's language when empty. */
  text?: string | null;
  /** The content page that "Read more" opens, when one is set. */
  readMoreId?: string | null;
  onEnter: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('components');
  return (
    <AntdProvider>
      <Modal open closable={false} mask={{ closable: false }} keyboard={false} footer={null} centered title={t('popup18.title')}>
        <div data-testid="popup-18">
          <p>{text || t('popup18.text')}</p>
          {readMoreId && (
            <p>
              <Link href={`/page/${readMoreId}`} onClick={onEnter}>
                {t('popup18.readMore')}
              </Link>
            </p>
          )}
          <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
            <Button onClick={onLeave}>{t('popup18.leave')}</Button>
            <Button type="primary" onClick={onEnter} data-testid="popup-18-enter">
              {t('popup18.enter')}
            </Button>
          </Space>
        </div>
      </Modal>
    </AntdProvider>
  );
}
