/**
 * Commission as the signed-in account sees it: a performer's percentages, or a
 * studio's setting and its members' shares (which the studio sets).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PerformerCommission, StudioCommissionSetting, StudioMemberCommission } from '@/shared/schemas/commission';

export interface CommissionState {
  performer: PerformerCommission | null;
  studio: { setting: StudioCommissionSetting | null; members: StudioMemberCommission[]; requesting: boolean; error: string | null };
  /** The member whose share is being saved. */
  saving: string | null;
}

export const initialCommissionState: CommissionState = {
  performer: null,
  studio: { setting: null, members: [], requesting: false, error: null },
  saving: null,
};

const commissionSlice = createSlice({
  name: 'commission',
  initialState: initialCommissionState,
  reducers: {
    /** No payload. */
    loadPerformerCommission() {},
    /** payload: the performer's percentages. */
    performerCommissionLoaded(state, action: PayloadAction<PerformerCommission>) {
      state.performer = action.payload;
    },
    /** No payload. */
    loadStudioCommission(state) {
      state.studio.requesting = true;
      state.studio.error = null;
    },
    /** payload: the studio's setting and members. */
    studioCommissionLoaded(state, action: PayloadAction<{ setting: StudioCommissionSetting; members: StudioMemberCommission[] }>) {
      state.studio = { ...action.payload, requesting: false, error: null };
    },
    /** payload: the message. */
    studioCommissionFailed(state, action: PayloadAction<string>) {
      state.studio.requesting = false;
      state.studio.error = action.payload;
    },
    /** payload: `{ performerId, percent }`; null returns to the studio's default. */
    setMemberShare(state, action: PayloadAction<{ performerId: string; percent: number | null }>) {
      state.saving = action.payload.performerId;
    },
    /** payload: the member with the new share. */
    memberShareSaved(state, action: PayloadAction<StudioMemberCommission>) {
      state.saving = null;
      state.studio.members = state.studio.members.map((m) => (m._id === action.payload._id ? action.payload : m));
    },
    /** No payload; the saga has shown why. */
    memberShareFailed(state) {
      state.saving = null;
    },
  },
});

export const {
  loadPerformerCommission,
  performerCommissionLoaded,
  loadStudioCommission,
  studioCommissionLoaded,
  studioCommissionFailed,
  setMemberShare,
  memberShareSaved,
  memberShareFailed,
} = commissionSlice.actions;
export default commissionSlice.reducer;

type WithCommission = { commission: CommissionState };
export const selectPerformerCommission = (state: WithCommission) => state.commission.performer;
export const selectStudioCommission = (state: WithCommission) => state.commission.studio;
export const selectSavingMember = (state: WithCommission) => state.commission.saving;
