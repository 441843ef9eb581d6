/**
 * The 18+ confirmation (configurable: UI setting enablePopup18Plus; its text is the
 * setting's, or the standard text in the visitor's language when empty). Shown until the
 * visitor confirms; the answer is remembered for a year in the `confirm18` cookie. The
 * dialog is a script of its own, loaded only for a visitor who has not confirmed yet.
 */
import { useState, useSyncExternalStore } from 'react';
import dynamic from 'next/dynamic';
import Cookies from 'js-cookie';
import { useAppSelector } from '@/store/hooks';
import { selectPublicSettings, selectUiSettings } from '@/features/settings/slice';

const CONFIRM_COOKIE = 'confirm18';
const noSubscription = () => () => {};

const Popup18Dialog = dynamic(() => import('./Popup18Dialog').then((module) => module.Popup18Dialog), { ssr: false });

export function Popup18() {
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

  return <Popup18Dialog text={ui.popupContent18Plus} readMoreId={settings?.popup18ContentId} onEnter={enter} onLeave={leave} />;
}
