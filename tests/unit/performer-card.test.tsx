import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { useAppSelector } from '@/store/hooks';
import { accountLoaded } from '@/features/account/slice';
import {
  performerListLoaded,
  performerPageLoaded,
  performerStatusChanged,
  selectPerformerList,
  selectPerformerPage,
} from '@/features/performers/slice';
import { PerformerCard } from '@/features/performers/components/PerformerCard';
import { PerformerGrid } from '@/features/performers/components/PerformerGrid';
import { PerformerBrowser } from '@/features/performers/components/PerformerBrowser';
import { DEFAULT_BROWSE_FILTERS, toSearchFilters } from '@/features/performers/browse';
import { initialAuthState, sessionRestored } from '@/features/auth/slice';
import { SocketProvider } from '@/lib/socket';
import { connectableSocket } from '../support/fake-socket';
import { HeartIcon } from '@/features/performers/components/HeartIcon';
import { PerformerAttributes } from '@/features/performers/components/PerformerAttributes';
import { StreamArea } from '@/features/performers/components/StreamArea';
import { formatHeight, formatWeight } from '@/lib/format';
import * as performersApi from '@/features/performers/api';
import { ApiError } from '@/lib/http';
import type { PerformerCard as Performer, PerformerDetails } from '@/shared/schemas/performers';
import type { CurrentAccount } from '@/shared/schemas/profile';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));
jest.mock('next/router', () => {
  const router = {
    pathname: '/',
    asPath: '/?tag=dance',
    query: {},
    locale: 'en',
    push: jest.fn(),
    replace: jest.fn(),
    events: { on: jest.fn(), off: jest.fn() },
  };
  return { __esModule: true, default: router, useRouter: () => router };
});
jest.mock('@/lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('@/features/performers/api');

const like = jest.mocked(performersApi.apiLikePerformer);
const search = jest.mocked(performersApi.apiSearchPerformers);

const performer: Performer = {
  _id: 'p1',
  name: 'Luna Demo',
  username: 'demo-performer',
  avatar: '/demo/performers/performer-01.jpg',
  streamingStatus: 'public',
  streamTitle: null,
  isOnline: true,
  isFavorite: false,
  country: 'NL',
  tags: ['chat'],
  categoryIds: [],
  languages: ['nl', 'en'],
};

const account = (role: CurrentAccount['role']) => ({ _id: 'u1', role, name: 'Viewer', balance: 0 }) as unknown as CurrentAccount;

/** The card as a grid shows it: read from the store, so optimistic changes show. */
function StoredCard() {
  const list = useAppSelector(selectPerformerList);
  return <PerformerCard performer={list.data[0]} />;
}

function renderCard(role?: CurrentAccount['role']) {
  const store = makeTestStore();
  if (role) store.dispatch(accountLoaded(account(role)));
  store.dispatch(performerListLoaded({ key: 'k', data: [performer], total: 1 }));
  render(
    <Provider store={store}>
      <StoredCard />
    </Provider>,
  );
  return store;
}

const heart = () => screen.getByTestId('favourite-toggle');

beforeEach(() => jest.clearAllMocks());

describe('attribute formatting', () => {
  it('prints height in feet and inches with centimetres, weight in lbs with kg at 0.45, in English', () => {
    expect(formatHeight(66, 'en')).toBe('5 ft 6 in (168 cm)');
    expect(formatHeight(48, 'en')).toBe('4 ft 0 in (122 cm)');
    expect(formatHeight(83, 'en')).toBe('6 ft 11 in (211 cm)');
    expect(formatWeight(132, 'en')).toBe('132 lbs (59 kg)');
    expect(formatWeight(99, 'en')).toBe('99 lbs (45 kg)');
  });

  it.each([
    ['nl', '168 cm', '59 kg'],
    ['es', '168 cm', '59 kg'],
    ['pl', '168 cm', '59 kg'],
    ['pt-BR', '168 cm', '59 kg'],
    ['ro', '168 cm', '59 kg'],
    ['ru', '168 см', '59 кг'],
  ])('prints only metric units in %s', (locale, height, weight) => {
    // The narrow no-break space some languages put between number and unit reads as a space.
    expect(formatHeight(66, locale).replace(/\s/g, ' ')).toBe(height);
    expect(formatWeight(132, locale).replace(/\s/g, ' ')).toBe(weight);
  });

  it('shows the facts on the performer page and leaves out empty ones', () => {
    const details = {
      ...performer,
      heightInches: 66,
      weightLbs: 132,
      gender: 'female',
      age: 27,
      hair: null,
      eyes: 'blue',
      ethnicity: null,
      bodyType: null,
      city: 'Amsterdam',
    } as PerformerDetails;
    render(
      <Provider store={makeTestStore()}>
        <PerformerAttributes performer={details} />
      </Provider>,
    );
    expect(screen.getByTestId('attribute-height')).toHaveTextContent('5 ft 6 in (168 cm)');
    expect(screen.getByTestId('attribute-weight')).toHaveTextContent('132 lbs (59 kg)');
    expect(screen.getByTestId('attribute-gender')).toHaveTextContent('profile.gender.female');
    expect(screen.getByTestId('attribute-place')).toHaveTextContent('Amsterdam, Netherlands');
    expect(screen.queryByTestId('attribute-hair')).not.toBeInTheDocument();
  });
});

describe('PerformerCard', () => {
  it("links to the performer's page and shows the live badge and online dot", () => {
    renderCard();
    const card = screen.getByTestId('performer-card');
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/profile/demo-performer');
    expect(within(card).getByTestId('live-badge')).toHaveTextContent('performerCard.status.public');
    expect(within(card).getByRole('img', { name: 'performerCard.online' })).toHaveClass('online');
  });

  it('shows no badge while the performer is offline', () => {
    const store = makeTestStore();
    store.dispatch(performerListLoaded({ key: 'k', data: [{ ...performer, streamingStatus: 'offline', isOnline: false }], total: 1 }));
    render(
      <Provider store={store}>
        <StoredCard />
      </Provider>,
    );
    expect(screen.queryByTestId('live-badge')).not.toBeInTheDocument();
  });

  it('asks a visitor to log in instead of toggling', async () => {
    const store = renderCard();
    expect(screen.queryByTestId('favourite-login-prompt')).not.toBeInTheDocument();
    expect(heart()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(heart());
    const prompt = await screen.findByTestId('favourite-login-prompt');
    expect(heart()).toHaveAttribute('aria-expanded', 'true');
    expect(heart()).toHaveAttribute('aria-controls', prompt.id);
    expect(within(prompt).getByRole('link')).toHaveAttribute('href', '/auth/login/user?redirect=%2F%3Ftag%3Ddance');
    expect(within(prompt).getByRole('link')).toHaveFocus();
    expect(store.getState().performers.list.data[0].isFavorite).toBe(false);
    expect(like).not.toHaveBeenCalled();
  });

  it('closes the visitor’s prompt with Escape (the focus back on the heart) or a click elsewhere', async () => {
    renderCard();
    fireEvent.click(heart());
    fireEvent.keyDown(await screen.findByTestId('favourite-login-prompt'), { key: 'Escape' });
    expect(screen.queryByTestId('favourite-login-prompt')).not.toBeInTheDocument();
    expect(heart()).toHaveFocus();
    fireEvent.click(heart());
    await screen.findByTestId('favourite-login-prompt');
    fireEvent.mouseDown(document.body);
    expect(screen.queryByTestId('favourite-login-prompt')).not.toBeInTheDocument();
  });

  it('lets a viewer favourite at once and keeps it when the server agrees', async () => {
    like.mockResolvedValue({ isFavorite: true });
    renderCard('user');
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await act(async () => void fireEvent.click(heart()));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveBeenCalledWith('p1');
  });

  it('rolls the heart back when the server refuses', async () => {
    let reject: (err: unknown) => void = () => undefined;
    like.mockReturnValue(new Promise((_, r) => (reject = r)));
    renderCard('user');
    act(() => void fireEvent.click(heart()));
    // Pressed while the server has not answered.
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(heart()).toBeDisabled();
    await act(async () => reject(new ApiError(404, { statusCode: 404, error: 'Not Found', message: 'Performer not found' })));
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(heart()).not.toBeDisabled();
  });

  it('draws the hearts of a grid from one pair of symbols, and a heart alone from its own path', () => {
    const store = makeTestStore();
    store.dispatch(accountLoaded(account('user')));
    const { container } = render(
      <Provider store={store}>
        <PerformerGrid performers={[performer, { ...performer, _id: 'p2', username: 'other', isFavorite: true }]} empty="none" />
      </Provider>,
    );
    const symbols = [...container.querySelectorAll('symbol')].map((symbol) => symbol.id);
    expect(symbols).toHaveLength(2);
    const uses = screen.getAllByTestId('favourite-toggle').map((button) => button.querySelector('use')?.getAttribute('href'));
    expect(uses).toEqual([`#${symbols[0]}`, `#${symbols[1]}`]);
    expect(container.querySelectorAll('button path')).toHaveLength(0);

    const alone = render(<HeartIcon filled={false} />);
    expect(alone.container.querySelector('use')).toBeNull();
    expect(alone.container.querySelector('path')?.getAttribute('d')).toBeTruthy();
  });

  it('has no heart for performers and studios', () => {
    renderCard('performer');
    expect(screen.queryByTestId('favourite-toggle')).not.toBeInTheDocument();
  });
});

/** The performer page's video area as the page shows it: from the store, which status events update. */
function StoredStreamArea() {
  const { details } = useAppSelector(selectPerformerPage);
  return details ? <StreamArea performer={details} /> : null;
}

describe('PerformerBrowser', () => {
  const browser = (
    <SocketProvider loggedIn={false} factory={() => connectableSocket().socket}>
      <PerformerBrowser listKey="home" performers={{ data: [performer], total: 1 }} filters={DEFAULT_BROWSE_FILTERS} categorySlug={null} />
    </SocketProvider>
  );

  it("reads the grid of a page shared with signed-in viewers again once the viewer's account is there, with their favourites", async () => {
    search.mockResolvedValue({ data: [{ ...performer, isFavorite: true }], total: 1 });
    const store = makeTestStore({ auth: { ...initialAuthState, restoring: true } });
    render(<Provider store={store}>{browser}</Provider>);
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(search).not.toHaveBeenCalled();
    act(() => {
      store.dispatch(accountLoaded(account('user')));
      store.dispatch(sessionRestored());
    });
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith(toSearchFilters(DEFAULT_BROWSE_FILTERS, undefined));
    expect(store.getState().performers.list.key).toBe('home');
  });

  it('reads nothing again for a page rendered for the viewer, nor after a later login', async () => {
    const store = makeTestStore();
    store.dispatch(accountLoaded(account('user')));
    store.dispatch(sessionRestored());
    render(<Provider store={store}>{browser}</Provider>);
    await waitFor(() => expect(store.getState().performers.list.key).toBe('home'));
    expect(search).not.toHaveBeenCalled();
  });
});

describe("the performer page's video area", () => {
  it('says what the profile card says: online after a show (connected, not streaming), offline once the connection is gone', () => {
    const store = makeTestStore();
    store.dispatch(performerPageLoaded({ details: { ...performer, streamingStatus: 'private' } as PerformerDetails, related: [] }));
    render(
      <Provider store={store}>
        <StoredStreamArea />
      </Provider>,
    );
    expect(screen.getByTestId('stream-area')).toHaveTextContent('profile.stream.private');
    // The show ended: the performer is back, connected and not streaming.
    act(() => void store.dispatch(performerStatusChanged({ id: 'p1', status: 'offline', isOnline: true })));
    expect(screen.getByTestId('stream-area')).toHaveAttribute('data-status', 'offline');
    expect(screen.getByTestId('stream-area')).toHaveTextContent('profile.stream.online');
    act(() => void store.dispatch(performerStatusChanged({ id: 'p1', status: 'disconnected', isOnline: false })));
    expect(screen.getByTestId('stream-area')).toHaveTextContent('profile.stream.offline');
  });
});
