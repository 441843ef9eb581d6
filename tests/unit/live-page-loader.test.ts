/**
 * The live page's server side asks GET /me once: on a full page load the account
 * read for the first state comes along on the session; on a client-side navigation
 * (no first state) the loader asks for it itself.
 */
import type { GetServerSidePropsContext } from 'next';
import { serverPageProps } from '@/store/page-server';
import { loadLivePage } from '@/features/live/loaders';
import * as accountApi from '@/features/account/api';
import * as http from '@/lib/http';
import type { PageAccess } from '@/lib/page';
import type { CurrentAccount } from '@/shared/schemas/profile';

jest.mock('next-i18next/pages/serverSideTranslations', () => ({ serverSideTranslations: jest.fn(async () => ({})) }));
jest.mock('@/features/account/api');
jest.mock('@/lib/http', () => ({ ...jest.requireActual('@/lib/http'), get: jest.fn() }));

const getMe = jest.mocked(accountApi.apiGetMe);
const get = jest.mocked(http.get);
const access: PageAccess = { layout: 'stream', role: 'performer' };
const getServerSideProps = serverPageProps(access, (ctx, session) => loadLivePage(String(ctx.params?.username ?? ''), session));
const mei = { _id: 'p1', role: 'performer', username: 'mei', verified: true, balance: 0 } as unknown as CurrentAccount;

/** The context Next.js gives for /live/lovense/{username}; `data`: a client-side navigation's request. */
const context = (username: string, data = false, locale = 'en') =>
  ({
    req: { headers: data ? { 'x-nextjs-data': '1' } : {}, url: `/live/lovense/${username}`, cookies: { token: 't', role: 'performer' } },
    res: { setHeader: jest.fn() },
    locale,
    resolvedUrl: `/live/lovense/${username}`,
    params: { username },
    query: {},
  }) as unknown as GetServerSidePropsContext;

beforeEach(() => {
  jest.clearAllMocks();
  getMe.mockResolvedValue(mei);
  get.mockImplementation(async (path: string) => (path === '/performer-categories' ? { data: [] } : {}) as never);
});

it('asks GET /me once on a full page load and renders the own live page', async () => {
  const result = await getServerSideProps(context('mei'));
  expect(getMe).toHaveBeenCalledTimes(1);
  expect(getMe).toHaveBeenCalledWith('performer', 't');
  expect(result).toMatchObject({ props: { initialState: { account: { current: mei } } } });
});

it("sends a performer to their own live page from another's, with the one GET /me", async () => {
  const result = await getServerSideProps(context('someone-else'));
  expect(getMe).toHaveBeenCalledTimes(1);
  // In the visitor's language (English here; Dutch, the default, has no prefix).
  expect(result).toEqual({ redirect: { destination: '/en/live/lovense/mei', permanent: false } });
});

it('asks for the account in the loader on a client-side navigation, which loads no first state', async () => {
  const result = await getServerSideProps(context('mei', true));
  expect(getMe).toHaveBeenCalledTimes(1);
  expect(get).not.toHaveBeenCalled();
  expect(result).toMatchObject({ props: {} });
  expect(result).not.toHaveProperty('props.initialState');
});

it('sends a performer not verified yet to their documents, which say what is pending, in their language', async () => {
  getMe.mockResolvedValue({ ...mei, verified: false } as CurrentAccount);
  expect(await getServerSideProps(context('mei'))).toEqual({
    redirect: { destination: '/en/performer/account-settings?tab=documents', permanent: false },
  });
  expect(await getServerSideProps(context('mei', false, 'ru'))).toEqual({
    redirect: { destination: '/ru/performer/account-settings?tab=documents', permanent: false },
  });
  getMe.mockResolvedValue({ ...mei, role: 'user' } as unknown as CurrentAccount);
  expect(await getServerSideProps(context('mei', false, 'nl'))).toEqual({ redirect: { destination: '/', permanent: false } });
});
