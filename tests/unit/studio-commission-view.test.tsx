/** The studio's commission page lists its member performers with the share each receives, and says so when it has none. */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { StudioCommissionView } from '@/features/commission/components/StudioCommissionView';
import { memberShareFailed, setMemberShare, studioCommissionLoaded } from '@/features/commission/slice';

// The store's sagas run; the calls they make stay unanswered, the test tells the store what came back.
jest.mock('@/features/commission/api', () => {
  const unanswered = () => new Promise<never>(() => {});
  return {
    apiPerformerCommission: unanswered,
    apiStudioCommissionSetting: unanswered,
    apiStudioMemberCommissions: unanswered,
    apiSetMemberShare: unanswered,
  };
});
jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string, options?: { percent?: number }) => (options?.percent ? `${key}:${options.percent}` : key) }),
}));

const setting = { commissionPercent: 20, memberSharePercent: 70, commissionIsDefault: true, memberShareIsDefault: false };
const MEMBERS = [
  { _id: 'p1', name: 'Luna', username: 'luna', memberStatus: 'active' as const, memberSharePercent: 70, ownSharePercent: null },
  { _id: 'p2', name: 'Mila', username: null, memberStatus: 'inactive' as const, memberSharePercent: 80, ownSharePercent: 80 },
];

/** The window's width as media queries answer it (`min-width` only, as useMinWidth asks). */
function windowWidth(pixels: number) {
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...matchMedia(query),
    matches: Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0) <= pixels,
  })) as typeof window.matchMedia;
  return () => void (window.matchMedia = matchMedia);
}
let restoreWidth = windowWidth(1280);
afterEach(() => {
  restoreWidth();
  restoreWidth = windowWidth(1280);
});

function view() {
  const store = makeTestStore();
  const dispatched: { type: string; payload?: unknown }[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: { type: string }) => (dispatched.push(action), dispatch(action as never))) as typeof store.dispatch;
  Object.assign(store, { dispatched });
  render(
    <Provider store={store}>
      <StudioCommissionView />
    </Provider>,
  );
  return store as typeof store & { dispatched: typeof dispatched };
}

test("each member's row shows who they are, their status and the share they receive", () => {
  const store = view();
  act(() => {
    store.dispatch(studioCommissionLoaded({ setting, members: MEMBERS }));
  });
  const table = screen.getByTestId('studio-commission-members');
  const luna = within(table).getByRole('row', { name: /Luna \(@luna\)/ });
  expect(luna).toHaveTextContent('commission.statuses.active');
  expect(luna).toHaveTextContent('commission.defaultShare:70');
  expect(within(table).getByRole('row', { name: /Mila/ })).toHaveTextContent('80%');
});

test('a studio without members is told so', () => {
  const store = view();
  act(() => void store.dispatch(studioCommissionLoaded({ setting, members: [] })));
  expect(screen.getByTestId('studio-commission-members')).toHaveTextContent('commission.noMembers');
});

test("a member's own share is a whole percentage from 0 to 100; an empty field goes back to the studio's default", () => {
  const store = view();
  act(() => {
    store.dispatch(
      studioCommissionLoaded({
        setting,
        members: [{ _id: 'p1', name: 'Luna', username: 'luna', memberStatus: 'active', memberSharePercent: 70, ownSharePercent: 75 }],
      }),
    );
  });
  const input = screen.getByTestId('member-share-input');
  const save = screen.getByTestId('member-share-save');
  const saved = () => store.dispatched.filter((action) => action.type === setMemberShare.type).map((action) => action.payload);
  expect(input).toHaveValue(75);
  fireEvent.change(input, { target: { value: '150' } });
  expect(save).toBeDisabled();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  fireEvent.change(input, { target: { value: '30' } });
  fireEvent.click(save);
  // While it saves, another press sends nothing.
  fireEvent.click(save);
  act(() => void store.dispatch(memberShareFailed()));
  fireEvent.change(input, { target: { value: '' } });
  fireEvent.click(save);
  expect(saved()).toEqual([
    { performerId: 'p1', percent: 30 },
    { performerId: 'p1', percent: null },
  ]);
});

test('on a phone each member is a card with the share’s field in view, instead of a table wider than the screen', () => {
  restoreWidth();
  restoreWidth = windowWidth(390);
  const store = view();
  act(() => void store.dispatch(studioCommissionLoaded({ setting, members: MEMBERS })));
  const cards = within(screen.getByTestId('studio-commission-members')).getAllByRole('listitem');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(cards).toHaveLength(2);
  expect(within(cards[0]).getByRole('heading', { name: 'Luna (@luna)' })).toBeInTheDocument();
  expect(cards[0]).toHaveTextContent('commission.statuses.active');
  expect(cards[0]).toHaveTextContent('commission.defaultShare:70');
  expect(cards[1]).toHaveTextContent('80%');
  fireEvent.change(within(cards[1]).getByTestId('member-share-input'), { target: { value: '65' } });
  fireEvent.click(within(cards[1]).getByTestId('member-share-save'));
  expect(store.dispatched.filter((action) => action.type === setMemberShare.type).map((action) => action.payload)).toEqual([
    { performerId: 'p2', percent: 65 },
  ]);
});
