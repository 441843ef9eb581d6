/**
 * Content moderation through the store (src/features/content-moderation): a page of one
 * kind's items is read with its filters; taking an item down sends the reason and shows
 * the item as it comes back (a list of items not taken down lets it go), restoring sends
 * none; a refusal keeps the list as it was with the reason.
 */
import reducer, {
  decideItem,
  decideItemFail,
  initialContentModerationState,
  itemDecided,
  loadModeratedItems,
  moderatedItemsLoaded,
  type ContentModerationState,
} from '@/features/content-moderation/slice';
import { decideItemSaga, loadModeratedItemsSaga } from '@/features/content-moderation/sagas';
import * as moderationApi from '@/features/content-moderation/api';
import { ApiError } from '@/lib/http';
import type { ModeratedItem } from '@/shared/schemas/moderation';
import { runWithReducer } from '../support/saga-with-reducer';

jest.mock('@/features/content-moderation/api');

const api = {
  list: jest.mocked(moderationApi.apiModeratedItems),
  takeDown: jest.mocked(moderationApi.apiTakeDownItem),
  restore: jest.mocked(moderationApi.apiRestoreItem),
};

const item = (extra: Partial<ModeratedItem> = {}): ModeratedItem => ({
  _id: 'v1',
  kind: 'videos',
  title: 'Evening dance',
  picture: null,
  price: 5,
  status: 'active',
  deleted: false,
  performer: { _id: 'p1', name: 'Luna', username: 'luna' },
  takenDown: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  ...extra,
});
const down = item({ takenDown: { at: '2026-12-07T10:00:00.000Z', reason: 'Not hers' } });
const listed = (takenDown?: boolean): ContentModerationState =>
  reducer(
    reducer(initialContentModerationState, loadModeratedItems({ offset: 0, kind: 'videos', takenDown })),
    moderatedItemsLoaded({ data: [item(), item({ _id: 'v2' })], total: 2 }),
  );

beforeEach(() => jest.clearAllMocks());

it('reads a page of one kind with its text and takedown filter', async () => {
  api.list.mockResolvedValue({ data: [down], total: 1 });
  const { state } = await runWithReducer(
    reducer,
    'contentModeration',
    initialContentModerationState,
    loadModeratedItemsSaga,
    loadModeratedItems({ offset: 20, kind: 'products', q: 'diary', takenDown: true }),
  );
  expect(api.list).toHaveBeenCalledWith('products', { offset: 20, limit: 20, q: 'diary', takenDown: true });
  expect(state.list).toMatchObject({ kind: 'products', q: 'diary', takenDown: true, data: [down], total: 1, requesting: false });
});

it('takes an item down with its reason and shows it as it comes back', async () => {
  api.takeDown.mockResolvedValue(down);
  const { state, dispatched } = await runWithReducer(
    reducer,
    'contentModeration',
    listed(),
    decideItemSaga,
    decideItem({ kind: 'videos', id: 'v1', reason: 'Not hers' }),
  );
  expect(api.takeDown).toHaveBeenCalledWith('videos', 'v1', { reason: 'Not hers' });
  expect(dispatched).toEqual([itemDecided(down)]);
  expect(state.list.data[0]).toEqual(down);
  expect(state.decide).toEqual({ id: null, requesting: false, error: null });
});

it('restores with no reason; a list of items not taken down lets a taken-down one go', async () => {
  api.restore.mockResolvedValue(item());
  await runWithReducer(reducer, 'contentModeration', listed(), decideItemSaga, decideItem({ kind: 'videos', id: 'v1', reason: null }));
  expect(api.restore).toHaveBeenCalledWith('videos', 'v1');
  expect(api.takeDown).not.toHaveBeenCalled();

  const shownOnly = reducer(listed(false), itemDecided(down));
  expect(shownOnly.list.data.map((row) => row._id)).toEqual(['v2']);
  expect(shownOnly.list.total).toBe(1);
});

it('keeps the list as it was with the reason of a refusal', async () => {
  api.takeDown.mockRejectedValue(
    new ApiError(400, { statusCode: 400, error: 'Bad Request', message: 'This item has been taken down already' }),
  );
  const { state, dispatched } = await runWithReducer(
    reducer,
    'contentModeration',
    listed(),
    decideItemSaga,
    decideItem({ kind: 'videos', id: 'v1', reason: 'Not hers' }),
  );
  expect(dispatched).toEqual([decideItemFail('This item has been taken down already')]);
  expect(state.list.data[0]).toEqual(item());
  expect(state.decide).toEqual({ id: 'v1', requesting: false, error: 'This item has been taken down already' });
});
