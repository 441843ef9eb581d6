/** The administration area's sections, in the order of its menu. */
import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  AuditOutlined,
  DashboardOutlined,
  FileTextOutlined,
  GiftOutlined,
  MenuOutlined,
  NotificationOutlined,
  PercentageOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShoppingOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';

export interface AdminSection {
  path: string;
  /** In the navigation namespace. */
  labelKey: string;
  icon: ReactNode;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  { path: '/admin', labelKey: 'admin.menu.dashboard', icon: <DashboardOutlined /> },
  { path: '/admin/verifications', labelKey: 'admin.menu.verifications', icon: <SafetyCertificateOutlined /> },
  { path: '/admin/accounts', labelKey: 'admin.menu.accounts', icon: <TeamOutlined /> },
  { path: '/admin/payouts', labelKey: 'admin.menu.payouts', icon: <WalletOutlined /> },
  { path: '/admin/commission', labelKey: 'admin.menu.commission', icon: <PercentageOutlined /> },
  { path: '/admin/packages', labelKey: 'admin.menu.packages', icon: <ShoppingOutlined /> },
  { path: '/admin/vouchers', labelKey: 'admin.menu.vouchers', icon: <GiftOutlined /> },
  { path: '/admin/categories', labelKey: 'admin.menu.categories', icon: <AppstoreOutlined /> },
  { path: '/admin/menus', labelKey: 'admin.menu.menus', icon: <MenuOutlined /> },
  { path: '/admin/posts', labelKey: 'admin.menu.posts', icon: <FileTextOutlined /> },
  { path: '/admin/promos', labelKey: 'admin.menu.promos', icon: <NotificationOutlined /> },
  { path: '/admin/settings', labelKey: 'admin.menu.settings', icon: <SettingOutlined /> },
  { path: '/admin/audit-log', labelKey: 'admin.menu.auditLog', icon: <AuditOutlined /> },
];

/** The section a page belongs to (an account's page is under Accounts). */
export function adminSectionOf(pathname: string): string {
  const match = ADMIN_SECTIONS.filter(
    (section) => section.path !== '/admin' && (pathname === section.path || pathname.startsWith(`${section.path}/`)),
  );
  return match[0]?.path ?? '/admin';
}
