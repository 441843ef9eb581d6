/** The administration area's sections, in the order of its menu. */
import type { ReactNode } from 'react';
import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import AuditOutlined from '@ant-design/icons-svg/es/asn/AuditOutlined';
import DashboardOutlined from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import NotificationOutlined from '@ant-design/icons-svg/es/asn/NotificationOutlined';
import RollbackOutlined from '@ant-design/icons-svg/es/asn/RollbackOutlined';
import PictureOutlined from '@ant-design/icons-svg/es/asn/PictureOutlined';
import PercentageOutlined from '@ant-design/icons-svg/es/asn/PercentageOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import ShoppingOutlined from '@ant-design/icons-svg/es/asn/ShoppingOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import WalletOutlined from '@ant-design/icons-svg/es/asn/WalletOutlined';
import { Icon } from '@/features/ui/components/Icon';

export interface AdminSection {
  path: string;
  /** In the navigation namespace. */
  labelKey: string;
  icon: ReactNode;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  { path: '/admin', labelKey: 'admin.menu.dashboard', icon: <Icon icon={DashboardOutlined} /> },
  { path: '/admin/verifications', labelKey: 'admin.menu.verifications', icon: <Icon icon={SafetyCertificateOutlined} /> },
  { path: '/admin/accounts', labelKey: 'admin.menu.accounts', icon: <Icon icon={TeamOutlined} /> },
  { path: '/admin/payouts', labelKey: 'admin.menu.payouts', icon: <Icon icon={WalletOutlined} /> },
  { path: '/admin/refunds', labelKey: 'admin.menu.refunds', icon: <Icon icon={RollbackOutlined} /> },
  { path: '/admin/content', labelKey: 'admin.menu.content', icon: <Icon icon={PictureOutlined} /> },
  { path: '/admin/commission', labelKey: 'admin.menu.commission', icon: <Icon icon={PercentageOutlined} /> },
  { path: '/admin/packages', labelKey: 'admin.menu.packages', icon: <Icon icon={ShoppingOutlined} /> },
  { path: '/admin/vouchers', labelKey: 'admin.menu.vouchers', icon: <Icon icon={GiftOutlined} /> },
  { path: '/admin/categories', labelKey: 'admin.menu.categories', icon: <Icon icon={AppstoreOutlined} /> },
  { path: '/admin/menus', labelKey: 'admin.menu.menus', icon: <Icon icon={MenuOutlined} /> },
  { path: '/admin/posts', labelKey: 'admin.menu.posts', icon: <Icon icon={FileTextOutlined} /> },
  { path: '/admin/promos', labelKey: 'admin.menu.promos', icon: <Icon icon={NotificationOutlined} /> },
  { path: '/admin/settings', labelKey: 'admin.menu.settings', icon: <Icon icon={SettingOutlined} /> },
  { path: '/admin/audit-log', labelKey: 'admin.menu.auditLog', icon: <Icon icon={AuditOutlined} /> },
];

/** The section a page belongs to (an account's page is under Accounts). */
export function adminSectionOf(pathname: string): string {
  const match = ADMIN_SECTIONS.filter(
    (section) => section.path !== '/admin' && (pathname === section.path || pathname.startsWith(`${section.path}/`)),
  );
  return match[0]?.path ?? '/admin';
}
