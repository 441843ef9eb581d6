/**
 * The pages of the signed-in account in the order both account menus list them: the
 * header's avatar menu and the side menu of the account areas.
 */
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import ContainerOutlined from '@ant-design/icons-svg/es/asn/ContainerOutlined';
import DashboardOutlined from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import PictureOutlined from '@ant-design/icons-svg/es/asn/PictureOutlined';
import PlaySquareOutlined from '@ant-design/icons-svg/es/asn/PlaySquareOutlined';
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import ShoppingOutlined from '@ant-design/icons-svg/es/asn/ShoppingOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import SolutionOutlined from '@ant-design/icons-svg/es/asn/SolutionOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import VideoCameraOutlined from '@ant-design/icons-svg/es/asn/VideoCameraOutlined';
import { Icon } from '@/features/ui/components/Icon';
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
          page('live', '/live', <Icon icon={VideoCameraOutlined} />, t('header.goLive')),
          page('videos', '/performer/videos', <Icon icon={PlaySquareOutlined} />, t('header.myVideos')),
          page('galleries', '/performer/galleries', <Icon icon={PictureOutlined} />, t('header.myGalleries')),
          page('products', '/performer/products', <Icon icon={ShopOutlined} />, t('header.myProducts')),
          page('orders', '/performer/orders', <Icon icon={ContainerOutlined} />, t('header.orders')),
        ]
      : []),
    ...(role === 'studio'
      ? [
          page('dashboard', '/studio/dashboard', <Icon icon={DashboardOutlined} />, t('header.dashboard')),
          page('members', '/studio/members', <Icon icon={TeamOutlined} />, t('header.members')),
          page(
            'performer-requests',
            '/studio/payout-requests?tab=members',
            <Icon icon={SolutionOutlined} />,
            t('header.performerRequests'),
          ),
        ]
      : []),
    ...(role === 'admin' ? [page('admin', '/admin', <Icon icon={DashboardOutlined} />, t('header.admin'))] : []),
    ...messagesLinks(role).map((link) => page(link.path, link.path, link.icon, <MessagesLabel />)),
    ...moneyLinks(role).map((link) => page(link.path, link.path, link.icon, t(link.labelKey))),
    ...(role === 'user'
      ? [
          page('favourites', '/user/favourites', <Icon icon={HeartOutlined} />, t('header.favourites')),
          page('purchases', '/user/purchases', <Icon icon={ShoppingOutlined} />, t('header.purchases')),
          page('orders', '/user/orders', <Icon icon={ContainerOutlined} />, t('header.myOrders')),
        ]
      : []),
    page('settings', ACCOUNT_SETTINGS_PATH[role], <Icon icon={SettingOutlined} />, t('header.accountSettings')),
  ];
}
