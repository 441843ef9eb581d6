/** Typed calls of commission settings (docs/domain.md#sales-and-commission). */
import { get, put } from '@/lib/http';
import type {
  PerformerCommission,
  StudioCommissionSetting,
  StudioMemberCommission,
  StudioMemberCommissionList,
} from '@/shared/schemas/commission';

export const apiPerformerCommission = () => get<PerformerCommission>('/settings/performer/commission');

export const apiStudioCommissionSetting = () => get<StudioCommissionSetting>('/studio/commission-setting');

export const apiStudioMemberCommissions = () => get<StudioMemberCommissionList>('/studio/commission', { limit: 100 });

/** null gives the member the studio's default share again. */
export const apiSetMemberShare = (performerId: string, memberSharePercent: number | null) =>
  put<StudioMemberCommission>(`/studio/commission/member/${encodeURIComponent(performerId)}`, { memberSharePercent });
