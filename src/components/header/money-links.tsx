/** The money pages of each kind of account (tokens, earnings, payouts, vouchers, commission), for the account menus. */
import type { ReactNode } from 'react';
import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import HistoryOutlined from '@ant-design/icons-svg/es/asn/HistoryOutlined';
import LineChartOutlined from '@ant-design/icons-svg/es/asn/LineChartOutlined';
import PercentageOutlined from '@ant-design/icons-svg/es/asn/PercentageOutlined';
import WalletOutlined from '@ant-design/icons-svg/es/asn/WalletOutlined';
import { Icon } from '@/features/ui/components/Icon';
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
      { path: '/admin/payouts', icon: <Icon icon={WalletOutlined} />, labelKey: 'header.adminPayouts' },
      { path: '/admin/vouchers', icon: <Icon icon={GiftOutlined} />, labelKey: 'header.adminVouchers' },
      { path: '/admin/commission', icon: <Icon icon={PercentageOutlined} />, labelKey: 'header.adminCommission' },
    ];
  }
  if (role === 'user') {
    return [
      { path: '/user/buy-tokens', icon: <Icon icon={WalletOutlined} />, labelKey: 'header.buyTokens' },
      { path: '/user/token-history', icon: <Icon icon={HistoryOutlined} />, labelKey: 'header.tokenHistory' },
      { path: '/user/vouchers', icon: <Icon icon={GiftOutlined} />, labelKey: 'header.vouchers' },
    ];
  }
  if (role !== 'performer' && role !== 'studio') return [];
  return [
    { path: `/${role}/earnings`, icon: <Icon icon={LineChartOutlined} />, labelKey: 'header.earnings' },
    { path: `/${role}/payout-requests`, icon: <Icon icon={WalletOutlined} />, labelKey: 'header.payoutRequests' },
    { path: `/${role}/payment-information`, icon: <Icon icon={BankOutlined} />, labelKey: 'header.paymentInformation' },
    ...(role === 'studio' ? [{ path: '/studio/commission', icon: <Icon icon={PercentageOutlined} />, labelKey: 'header.commission' }] : []),
  ];
}
