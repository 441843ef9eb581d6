/**
 * The pages of the signed-in account in the order both account menus list them: the
 * header's avatar menu and the side menu of the account areas.
 */
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import {
  DashboardOutlined,
  HeartOutlined,
  PictureOutlined,
  PlaySquareOutlined,
  SettingOutlined,
  ShoppingOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { CurrentAccount } from '@/shared/schemas/profile';
import { moneyLinks } from './money-links';
import { messagesLinks, MessagesLabel } from './messages-link';

export const ACCOUNT_SETTINGS_PATH: Record<CurrentAccount['role'], string> = {
  user: '/user/account-settings',
  admin: '/user/account-settings',
  performer: '/performer/account-settings',
  studio: '/studio/account-settings',
};

export interface AccountPageItem {
  /** The avatar menu's key: a name for the fixed pages, the path for the others. */
  name: string;
  path: string;
  icon: ReactNode;
  label: ReactNode;
}

/** The account's pages (the menus link each label to its path); `t` reads the navigation namespace. */
export function accountPageItems(role: CurrentAccount['role'], t: TFunction<'navigation'>): AccountPageItem[] {
  const page = (name: string, path: string, icon: ReactNode, label: ReactNode) => ({ name, path, icon, label });
  return [
    ...(role === 'performer'
      ? [
          page('live', '/live', <VideoCameraOutlined />, t('header.goLive')),
          page('videos', '/performer/videos', <PlaySquareOutlined />, t('header.myVideos')),
          page('galleries', '/performer/galleries', <PictureOutlined />, t('header.myGalleries')),
        ]
      : []),
    ...(role === 'admin' ? [page('admin', '/admin', <DashboardOutlined />, t('header.admin'))] : []),
    ...messagesLinks(role).map((link) => page(link.path, link.path, link.icon, <MessagesLabel />)),
    ...moneyLinks(role).map((link) => page(link.path, link.path, link.icon, t(link.labelKey))),
    ...(role === 'user'
      ? [
          page('favourites', '/user/favourites', <HeartOutlined />, t('header.favourites')),
          page('purchases', '/user/purchases', <ShoppingOutlined />, t('header.purchases')),
        ]
      : []),
    page('settings', ACCOUNT_SETTINGS_PATH[role], <SettingOutlined />, t('header.accountSettings')),
  ];
}
