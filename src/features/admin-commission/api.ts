/** Typed calls of the administrators' commission settings. */
import { get, put } from '@/lib/http';
import type {
  AdminPerformerCommission,
  AdminPerformerCommissionBody,
  AdminPerformerCommissionQuery,
  AdminPerformerRatesList,
  AdminStudioCommissionBody,
  AdminStudioRatesList,
  SiteCommission,
  SiteCommissionBody,
  StudioCommissionQuery,
  StudioCommissionSetting,
} from '@/shared/schemas/commission';

export const apiSiteCommission = () => get<SiteCommission>('/admin/commission');

export const apiSetSiteCommission = (body: SiteCommissionBody) => put<SiteCommission>('/admin/commission', body);

export const apiPerformerRates = (query: AdminPerformerCommissionQuery) =>
  get<AdminPerformerRatesList>('/admin/performers/commission', query);

export const apiStudioRates = (query: StudioCommissionQuery) => get<AdminStudioRatesList>('/admin/studios/commission', query);

/** null clears a rate: the studio's or the site's percentage applies again. */
export const apiSetPerformerRates = (performerId: string, body: AdminPerformerCommissionBody) =>
  put<AdminPerformerCommission>(`/admin/performers/${encodeURIComponent(performerId)}/commission`, body);

/** null returns a value to the site default. */
export const apiSetStudioRates = (studioId: string, body: AdminStudioCommissionBody) =>
  put<StudioCommissionSetting>(`/admin/studios/${encodeURIComponent(studioId)}/commission`, body);
