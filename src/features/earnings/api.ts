/** Typed calls of earnings (docs/domain.md#earnings-and-payouts). */
import { get } from '@/lib/http';
import type {
  EarnerRole,
  EarningCsvQuery,
  EarningList,
  EarningSearchQuery,
  EarningStats,
  PayoutPreview,
  EarningType,
} from '@/shared/schemas/earnings';
import { toApiRange, type DayRange } from './range';

export const apiSearchEarnings = (role: EarnerRole, range: DayRange, query: Omit<EarningSearchQuery, 'fromDate' | 'toDate'>) =>
  get<EarningList>(`/earning/${role}/search`, { ...toApiRange(range), ...query });

export const apiEarningStats = (role: EarnerRole, range: DayRange) => get<EarningStats>(`/earning/${role}/stats`, toApiRange(range));

/** The CSV text of the range (with a header row). */
export const apiExportEarnings = (role: EarnerRole, range: DayRange, saleType?: EarningType) =>
  get<string>(`/earning/${role}/export/csv`, { ...toApiRange(range), saleType } satisfies EarningCsvQuery);

export const apiPayoutPreview = (role: EarnerRole, range: DayRange) => get<PayoutPreview>(`/earning/${role}/payout`, toApiRange(range));
