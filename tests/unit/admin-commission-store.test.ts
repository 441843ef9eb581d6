/**
 * The administrators' commission in the store: a saved performer's rates replace the
 * row and close the editor; a failed save keeps the editor open; a saved studio value
 * or site default loads the performer page again (what applies to them may change).
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import reducer, {
  initialAdminCommissionState,
  loadPerformerRates,
  openRatesEditor,
  performerRatesLoaded,
  savePerformerRates,
  saveSiteCommission,
  saveStudioRates,
  studioRatesLoaded,
  type AdminCommissionState,
  type OwnRates,
} from '@/features/admin-commission/slice';
import { savePerformerRatesSaga, saveSiteCommissionSaga, saveStudioRatesSaga } from '@/features/admin-commission/sagas';
import * as adminCommissionApi from '@/features/admin-commission/api';
import { toast } from '@/lib/toast';
import { runWithReducer } from '../support/saga-with-reducer';

jest.mock('@/features/admin-commission/api');
jest.mock('@/lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
const api = jest.mocked(adminCommissionApi);

const NO_RATES: OwnRates = {
  tip: null,
  private: null,
  group: null,
  product: null,
  video: null,
  gallery: null,
  photo: null,
  message: null,
  direct_payment: null,
};
const ROBIN = { _id: 'p1', name: 'Robin Sky', username: 'robin-sky', studioName: null, rates: NO_RATES, defaultPercent: 40 };

/** Runs the saga against the real reducer, as the store would. */
const run = <P>(state: AdminCommissionState, saga: (action: PayloadAction<P>) => Generator, action: PayloadAction<P>) =>
  runWithReducer(reducer, 'adminCommission', state, saga, action);

const loaded = () => {
  let state = reducer(initialAdminCommissionState, loadPerformerRates({ offset: 20, q: 'ro' }));
  state = reducer(state, performerRatesLoaded({ data: [ROBIN], total: 21 }));
  return reducer(
    state,
    studioRatesLoaded({ data: [{ _id: 's1', name: 'Demo Studio', commissionPercent: 20, memberSharePercent: null }], total: 1 }),
  );
};

afterEach(() => jest.resetAllMocks());

describe('saving a performer’s rates', () => {
  it('replaces the row with the saved rates and closes the editor', async () => {
    const rates = { ...NO_RATES, tip: 25 };
    api.apiSetPerformerRates.mockResolvedValue({ performerId: 'p1', rates });
    const { state } = await run(
      reducer(loaded(), openRatesEditor({ kind: 'performer', id: 'p1' })),
      savePerformerRatesSaga,
      savePerformerRates({ performerId: 'p1', rates }),
    );
    expect(api.apiSetPerformerRates).toHaveBeenCalledWith('p1', rates);
    expect(state.performers.data[0].rates.tip).toBe(25);
    expect(state).toMatchObject({ editor: null, savingRates: false });
    expect(toast.success).toHaveBeenCalled();
  });

  it('keeps the editor open and the row unchanged when the save fails', async () => {
    api.apiSetPerformerRates.mockRejectedValue(new Error('Must be between 0 and 100'));
    const { state } = await run(
      reducer(loaded(), openRatesEditor({ kind: 'performer', id: 'p1' })),
      savePerformerRatesSaga,
      savePerformerRates({ performerId: 'p1', rates: { ...NO_RATES, tip: 25 } }),
    );
    expect(state.performers.data[0].rates.tip).toBeNull();
    expect(state).toMatchObject({ editor: { kind: 'performer', id: 'p1' }, savingRates: false });
    expect(toast.error).toHaveBeenCalled();
  });
});

describe('saving what applies to performers without an own rate', () => {
  it('reloads the same performer page after a studio’s values are saved', async () => {
    api.apiSetStudioRates.mockResolvedValue({
      commissionPercent: 40,
      memberSharePercent: 50,
      commissionIsDefault: true,
      memberShareIsDefault: false,
    });
    const values = { commissionPercent: null, memberSharePercent: 50 };
    const { state, dispatched } = await run(loaded(), saveStudioRatesSaga, saveStudioRates({ studioId: 's1', values }));
    expect(state.studios.data[0]).toMatchObject(values);
    expect(dispatched).toContainEqual(loadPerformerRates({ offset: 20, q: 'ro' }));
  });

  it('reloads the performer page after a site default is saved, and not after a failure', async () => {
    api.apiSetSiteCommission.mockResolvedValue({ performerCommission: 30, studioMemberShare: 60 });
    let { state, dispatched } = await run(loaded(), saveSiteCommissionSaga, saveSiteCommission({ performerCommission: 30 }));
    expect(state.site).toEqual({ data: { performerCommission: 30, studioMemberShare: 60 }, error: null, saving: false });
    expect(dispatched).toContainEqual(loadPerformerRates({ offset: 20, q: 'ro' }));

    api.apiSetSiteCommission.mockRejectedValue(new Error('Forbidden'));
    ({ state, dispatched } = await run(state, saveSiteCommissionSaga, saveSiteCommission({ performerCommission: 10 })));
    expect(state.site).toMatchObject({ data: { performerCommission: 30 }, saving: false });
    expect(dispatched.some((action) => action.type === loadPerformerRates.type)).toBe(false);
  });
});
