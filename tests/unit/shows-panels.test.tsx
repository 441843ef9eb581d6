/**
 * What the shows panels ask the server, through the real store and a socket the test
 * connects: the performer page's offer once when it opens and once per status change of
 * the performer, the live page's requests and running show once per connection (not
 * again when the page's status settles after connecting), and the show page's show once
 * per connection, with the server-rendered one in the store by then.
 */
import type { ReactNode } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { SocketProvider, useSocket } from '@/lib/socket';
import { makeTestStore } from '../support/store';
import { accountLoaded } from '@/features/account/slice';
import { sessionRestored } from '@/features/auth/slice';
import { closeShowEvents } from '@/features/shows/slice';
import { ShowOfferPanel } from '@/features/shows/components/ShowOfferPanel';
import { LiveShowsPanel } from '@/features/shows/components/LiveShowsPanel';
import { ShowRoom } from '@/features/shows/components/ShowRoom';
import * as showApi from '@/features/shows/api';
import type { CurrentAccount } from '@/shared/schemas/profile';
import type { Show } from '@/shared/schemas/shows';
import { connectableSocket } from '../support/fake-socket';
import { person, showOffer, viewerShow } from '../support/show-fixtures';

jest.mock('next-i18next/pages', () => ({ useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }) }));
jest.mock('@/lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('@/lib/navigation', () => ({ navigate: jest.fn(async () => true) }));
jest.mock('@/features/shows/api');
// The cameras and the chat have tests of their own.
jest.mock('@/features/shows/components/ShowMedia', () => ({ ShowMedia: () => null }));
jest.mock('@/features/stream-chat/components/StreamChat', () => ({ StreamChat: () => null }));

const api = jest.mocked(showApi);
const offer = showOffer({ streamingStatus: 'public' });
/** The show as Mei's page sees it, with Bea away or back. */
const performerShow = (away: boolean): Show =>
  viewerShow({
    participants: [{ ...person('u1', 'Bea'), joinedAt: '2026-01-01T10:00:00.000Z', away }],
    role: 'performer',
    stay: null,
    earned: 0,
    serverTime: away ? '2026-01-01T10:00:00.000Z' : '2026-01-01T10:00:05.000Z',
  });

/** Lets the lazily loaded sagas and the mocked calls settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

function setup(account: Partial<CurrentAccount>, page: ReactNode) {
  const store = makeTestStore();
  store.dispatch(sessionRestored());
  store.dispatch(accountLoaded({ balance: 1000, ...account } as CurrentAccount));
  const { fake, socket, set } = connectableSocket();
  const view = (children: ReactNode) => (
    <Provider store={store}>
      <SocketProvider loggedIn token="t" factory={() => socket}>
        {children}
      </SocketProvider>
    </Provider>
  );
  const rendered = render(view(page));
  return { store, fake, set, rerender: (next: ReactNode) => rendered.rerender(view(next)) };
}

beforeEach(() => {
  jest.clearAllMocks();
  api.apiShowOffer.mockResolvedValue(offer);
  api.apiPrivateRequests.mockResolvedValue({ data: [], total: 0 });
  api.apiCurrentShow.mockResolvedValue(null);
});

describe("the performer page's show offer", () => {
  it('is loaded once when the page opens and once per status change of the performer', async () => {
    const { fake, set } = setup({ _id: 'u1', role: 'user' }, <ShowOfferPanel performerId="p1" performerName="Mei" />);
    set('connected');
    await waitFor(() => expect(fake.listening('modelUpdateStreamingStatus')).toBe(1));
    await settle();
    expect(api.apiShowOffer).toHaveBeenCalledTimes(1);

    act(() => fake.serverSends('modelUpdateStreamingStatus', { id: 'p1', status: 'group' }));
    await settle();
    expect(api.apiShowOffer).toHaveBeenCalledTimes(2);
    expect(api.apiShowOffer).toHaveBeenLastCalledWith('p1');
  });
});

describe("the live page's shows", () => {
  /** As the live page: a performer read as disconnected shows as offline once the socket connects. */
  function LivePage() {
    const connected = useSocket().status === 'connected';
    return <LiveShowsPanel status={connected ? 'offline' : 'disconnected'} />;
  }

  it('loads the requests and the running show once per connection, not again when the status settles', async () => {
    const { set } = setup({ _id: 'p1', role: 'performer' }, <LivePage />);
    await settle();
    expect(api.apiPrivateRequests).not.toHaveBeenCalled();

    set('connected');
    await settle();
    expect(api.apiPrivateRequests).toHaveBeenCalledTimes(1);
    expect(api.apiCurrentShow).toHaveBeenCalledTimes(1);

    set('disconnected');
    set('connected');
    await settle();
    expect(api.apiPrivateRequests).toHaveBeenCalledTimes(2);
    expect(api.apiCurrentShow).toHaveBeenCalledTimes(2);
  });
});

describe('the show page', () => {
  it('loads its show once when opened on a connected socket, after the rendered one is in the store', async () => {
    const { store, set, rerender } = setup({ _id: 'p1', role: 'performer' }, null);
    set('connected');
    // Another page used shows already: its sagas run, so nothing waits for them to load.
    store.dispatch(closeShowEvents());
    await settle();
    api.apiShow.mockResolvedValue(performerShow(false));

    rerender(<ShowRoom initial={performerShow(true)} />);
    await settle();
    expect(api.apiShow).toHaveBeenCalledTimes(1);
    expect(api.apiShow).toHaveBeenCalledWith('s1');
    expect(store.getState().shows.current?.show.participants[0].away).toBe(false);

    set('disconnected');
    set('connected');
    await settle();
    expect(api.apiShow).toHaveBeenCalledTimes(2);
  });
});
