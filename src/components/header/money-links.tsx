/** The money pages of performers and studios, and the administrators' payouts page, for the account menus. */
import type { ReactNode } from 'react';
import { BankOutlined, LineChartOutlined, PercentageOutlined, WalletOutlined } from '@ant-design/icons';
import type { Role } from '@/shared/constants';

export interface AccountLink {
  path: string;
  icon: ReactNode;
  /** Key in the navigation namespace. */
  labelKey: string;
}

export function moneyLinks(role: Role): AccountLink[] {
  if (role === 'admin') return [{ path: '/admin/payouts', icon: <WalletOutlined />, labelKey: 'header.adminPayouts' }];
  if (role !== 'performer' && role !== 'studio') return [];
  return [
    { path: `/${role}/earnings`, icon: <LineChartOutlined />, labelKey: 'header.earnings' },
    { path: `/${role}/payout-requests`, icon: <WalletOutlined />, labelKey: 'header.payoutRequests' },
    { path: `/${role}/payment-information`, icon: <BankOutlined />, labelKey: 'header.paymentInformation' },
    ...(role === 'studio' ? [{ path: '/studio/commission', icon: <PercentageOutlined />, labelKey: 'header.commission' }] : []),
  ];
}
