/**
 * The site's videos page (src/features/videos: browse.ts, VideoBrowser): its filters live
 * in the URL, read back whatever a link carries; the list loads the page the URL names in
 * the reader's language, and a search or a new order starts again at page 1. A failed
 * load says why.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import reducer, { initialVideosState, loadVideoBrowse, videoBrowseFail, videoBrowseLoaded } from '@/features/videos/slice';
import { loadVideoBrowseSaga } from '@/features/videos/sagas';
import * as videosApi from '@/features/videos/api';
import { DEFAULT_VIDEO_FILTERS, parseVideoBrowseQuery, toVideoQuery, videoBrowseUrlQuery } from '@/features/videos/browse';
import { VideoBrowser } from '@/features/videos/components/VideoBrowser';
import { ApiError } from '@/lib/http';
import { runWithReducer } from '../support/saga-with-reducer';
import { videoCard } from '../support/video-cards';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({
    t: (key: string, options?: { count?: number }) => (options?.count === undefined ? key : `${key}:${options.count}`),
    i18n: { language: 'nl' },
  }),
}));

const router = { query: {} as Record<string, string>, isReady: true, push: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => router }));
jest.mock('@/features/videos/api');
const api = jest.mocked(videosApi.apiVideos);

const card = (id: string, title: string) => videoCard({ _id: id, title });

beforeEach(() => {
  jest.clearAllMocks();
  router.query = {};
});

describe('the filters in the URL', () => {
  it('reads what a link carries and falls back to the defaults for the rest', () => {
    expect(parseVideoBrowseQuery({})).toEqual(DEFAULT_VIDEO_FILTERS);
    expect(parseVideoBrowseQuery({ q: '  dance ', sort: 'price', page: '3' })).toEqual({ q: 'dance', sortBy: 'price', page: 3 });
    expect(parseVideoBrowseQuery({ q: ['a', 'b'], sort: 'cheapest', page: '-2' })).toEqual(DEFAULT_VIDEO_FILTERS);
    expect(parseVideoBrowseQuery({ q: 'x'.repeat(300), page: '2.5' })).toEqual({ q: 'x'.repeat(100), sortBy: 'newest', page: 1 });
  });

  it('leaves the defaults out of the URL and asks the server for the page named', () => {
    expect(videoBrowseUrlQuery(DEFAULT_VIDEO_FILTERS)).toEqual({});
    expect(videoBrowseUrlQuery({ q: 'dance', sortBy: 'popular', page: 2 })).toEqual({ q: 'dance', sort: 'popular', page: '2' });
    expect(toVideoQuery({ q: 'dance', sortBy: 'popular', page: 2 }, 'nl')).toEqual({
      q: 'dance',
      sortBy: 'popular',
      limit: 24,
      offset: 24,
      locale: 'nl',
    });
    expect(toVideoQuery(DEFAULT_VIDEO_FILTERS)).toEqual({ sortBy: 'newest', limit: 24, offset: 0 });
  });
});

describe('loading the list', () => {
  it('keeps the page it got, or why it got none', async () => {
    api.mockResolvedValueOnce({ data: [card('v1', 'Evening dance')], total: 1 });
    const action = loadVideoBrowse({ filters: DEFAULT_VIDEO_FILTERS, locale: 'nl' });
    const loaded = await runWithReducer(reducer, 'videos', initialVideosState, loadVideoBrowseSaga, action);
    expect(api).toHaveBeenCalledWith({ sortBy: 'newest', limit: 24, offset: 0, locale: 'nl' });
    expect(loaded.dispatched).toEqual([videoBrowseLoaded({ data: [card('v1', 'Evening dance')], total: 1 })]);
    expect(loaded.state.browse).toMatchObject({ total: 1, requesting: false, error: null });

    api.mockRejectedValueOnce(
      new ApiError(500, { statusCode: 500, error: 'Internal Server Error', message: 'Error occured, please try again later' }),
    );
    const failed = await runWithReducer(reducer, 'videos', loaded.state, loadVideoBrowseSaga, action);
    expect(failed.dispatched).toEqual([videoBrowseFail('Error occured, please try again later')]);
    expect(failed.state.browse).toMatchObject({ requesting: false, error: 'Error occured, please try again later' });
  });
});

describe('the page', () => {
  const show = async () => {
    const store = makeTestStore();
    await act(async () => {
      render(
        <Provider store={store}>
          <VideoBrowser />
        </Provider>,
      );
    });
    return store;
  };

  it('shows the page the URL names, and starts a search or a new order at page 1', async () => {
    router.query = { q: 'dance', page: '2' };
    api.mockResolvedValue({ data: [card('v1', 'Evening dance')], total: 30 });
    await show();
    expect(api).toHaveBeenCalledWith({ q: 'dance', sortBy: 'newest', limit: 24, offset: 24, locale: 'nl' });
    expect(screen.getByTestId('video-total')).toHaveTextContent('videos.total:30');
    expect(screen.getByTestId('video-browser-cards')).toHaveTextContent('Evening dance');

    const field = screen.getByRole('searchbox');
    fireEvent.change(field, { target: { value: 'salsa' } });
    fireEvent.submit(screen.getByTestId('video-search'));
    expect(router.push).toHaveBeenLastCalledWith({ pathname: '/videos', query: { q: 'salsa' } });

    fireEvent.change(screen.getByTestId('video-sort'), { target: { value: 'price' } });
    expect(router.push).toHaveBeenLastCalledWith({ pathname: '/videos', query: { q: 'dance', sort: 'price' } });

    fireEvent.click(screen.getByTestId('video-clear'));
    expect(router.push).toHaveBeenLastCalledWith({ pathname: '/videos', query: {} });
  });

  it('says so when a search finds nothing', async () => {
    router.query = { q: 'nothing like it' };
    api.mockResolvedValue({ data: [], total: 0 });
    await show();
    expect(screen.getByText('videos.noneFound')).toBeInTheDocument();
  });
});
