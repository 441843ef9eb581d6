/** The money pages of each kind of account (tokens, earnings, payouts, vouchers, commission), for the account menus. */
import type { ReactNode } from 'react';
import { BankOutlined, GiftOutlined, HistoryOutlined, LineChartOutlined, PercentageOutlined, WalletOutlined } from '@ant-design/icons';
import type { Role } from '@/shared/constants';

export interface AccountLink {
  path: string;
  icon: ReactNode;
  /** Key in the navigation namespace. */
  labelKey: string;
}

export function moneyLinks(role: Role): AccountLink[] {
  if (role === 'admin') {
    return [
      { path: '/admin/payouts', icon: <WalletOutlined />, labelKey: 'header.adminPayouts' },
      { path: '/admin/vouchers', icon: <GiftOutlined />, labelKey: 'header.adminVouchers' },
      { path: '/admin/commission', icon: <PercentageOutlined />, labelKey: 'header.adminCommission' },
    ];
  }
  if (role === 'user') {
    return [
      { path: '/user/buy-tokens', icon: <WalletOutlined />, labelKey: 'header.buyTokens' },
      { path: '/user/token-history', icon: <HistoryOutlined />, labelKey: 'header.tokenHistory' },
      { path: '/user/vouchers', icon: <GiftOutlined />, labelKey: 'header.vouchers' },
    ];
  }
  if (role !== 'performer' && role !== 'studio') return [];
  return [
    { path: `/${role}/earnings`, icon: <LineChartOutlined />, labelKey: 'header.earnings' },
    { path: `/${role}/payout-requests`, icon: <WalletOutlined />, labelKey: 'header.payoutRequests' },
    { path: `/${role}/payment-information`, icon: <BankOutlined />, labelKey: 'header.paymentInformation' },
    ...(role === 'studio' ? [{ path: '/studio/commission', icon: <PercentageOutlined />, labelKey: 'header.commission' }] : []),
  ];
}
