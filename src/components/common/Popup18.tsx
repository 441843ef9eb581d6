/**
 * The 18+ confirmation (configurable: UI setting enablePopup18Plus; its text is the
 * setting's, or the standard text in the visitor's language when empty). Shown until the
 * visitor confirms; the answer is remembered for a year in the `confirm18` cookie.
 */
import { useState, useSyncExternalStore } from 'react';
import Link from 'next/link';
import Cookies from 'js-cookie';
import { useTranslation } from 'next-i18next/pages';
import { Button, Modal, Space, Typography } from 'antd';
import { useAppSelector } from '@/store/hooks';
import { selectPublicSettings, selectUiSettings } from '@/features/settings/slice';

const CONFIRM_COOKIE = 'confirm18';
const noSubscription = () => () => {};

export function Popup18() {
  const { t } = useTranslation('components');
  const ui = useAppSelector(selectUiSettings);
  const settings = useAppSelector(selectPublicSettings);
  // The server renders no popup; the browser decides from its cookie.
  const confirmedBefore = useSyncExternalStore(
    noSubscription,
    () => Cookies.get(CONFIRM_COOKIE) === '1',
    () => true,
  );
  const [confirmedNow, setConfirmedNow] = useState(false);

  if (!ui?.enablePopup18Plus || confirmedBefore || confirmedNow) return null;

  const enter = () => {
    Cookies.set(CONFIRM_COOKIE, '1', { expires: 365, sameSite: 'lax', path: '/' });
    setConfirmedNow(true);
  };
  const leave = () => {
    if (window.history.length > 1) window.history.back();
    else window.location.assign('about:blank');
  };

  return (
    <Modal open closable={false} mask={{ closable: false }} keyboard={false} footer={null} centered title={t('popup18.title')}>
      <div data-testid="popup-18">
        <Typography.Paragraph>{ui.popupContent18Plus || t('popup18.text')}</Typography.Paragraph>
        {settings?.popup18ContentId && (
          <Typography.Paragraph>
            <Link href={`/page/${settings.popup18ContentId}`} onClick={enter}>
              {t('popup18.readMore')}
            </Link>
          </Typography.Paragraph>
        )}
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={leave}>{t('popup18.leave')}</Button>
          <Button type="primary" onClick={enter} data-testid="popup-18-enter">
            {t('popup18.enter')}
          </Button>
        </Space>
      </div>
    </Modal>
  );
}
