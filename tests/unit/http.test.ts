import { beforeEach, expect, jest, test } from '@jest/globals';
import Cookies from 'js-cookie';
import { ApiError, errorMessage, get, post, request, setForbiddenHandler, upload } from '@/lib/http';
import { MSG } from '@/shared/messages';
import { TOKEN_COOKIE } from '@/shared/constants';

/** The part of a fetch Response the wrapper reads; jsdom has no Response class. */
function reply(status: number, body?: unknown) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return { status, ok: status >= 200 && status < 300, headers: {}, text: async () => text } as unknown as Response;
}

const fetchMock = jest.fn<typeof fetch>();

function lastCall() {
  const [url, init] = fetchMock.mock.calls[fetchMock.mock.calls.length - 1];
  return { url, init: init as RequestInit & { headers: Record<string, string> } };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    return err as ApiError;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  setForbiddenHandler(null);
});

test('resolves with the envelope data', async () => {
  fetchMock.mockResolvedValue(reply(200, { status: 0, message: 'OK', data: { token: 'abc' } }));
  await expect(post('/auth/users/login', { email: 'a@b.c', password: 'secret123' })).resolves.toEqual({ token: 'abc' });
  expect(lastCall().url).toBe('/api/auth/users/login');
  expect(lastCall().init.body).toBe(JSON.stringify({ email: 'a@b.c', password: 'secret123' }));
  expect(lastCall().init.headers['Content-Type']).toBe('application/json');
});

test('an error without body reads "Bad request!"', async () => {
  fetchMock.mockResolvedValue(reply(400));
  const err = await caught(get('/users/me'));
  expect(err).toBeInstanceOf(ApiError);
  expect(err.statusCode).toBe(400);
  expect(err.body).toBeNull();
  expect(errorMessage(err)).toBe(MSG.badRequest);
});

test('a string message is used as is and the body is kept', async () => {
  const body = { statusCode: 409, error: 'Conflict', message: 'Email already registered' };
  fetchMock.mockResolvedValue(reply(409, body));
  const err = await caught(get('/users/me'));
  expect(err.statusCode).toBe(409);
  expect(err.error).toBe('Conflict');
  expect(err.body).toEqual(body);
  expect(errorMessage(err)).toBe('Email already registered');
});

test('a validation list reads its first item first constraint', async () => {
  fetchMock.mockResolvedValue(
    reply(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: [
        { property: 'email', constraints: { isEmail: MSG.email, isNotEmpty: MSG.required } },
        { property: 'name', constraints: { isNotEmpty: MSG.required } },
      ],
    }),
  );
  expect(errorMessage(await caught(get('/users/me')))).toBe(MSG.email);
});

test('a validation list without constraints falls back to the error field', async () => {
  fetchMock.mockResolvedValue(reply(400, { statusCode: 400, error: 'Bad Request', message: [{ property: 'email' }] }));
  expect(errorMessage(await caught(get('/users/me')))).toBe('Bad Request');
  expect(errorMessage({ message: [{ property: 'x', error: 'Item error' }] })).toBe('Item error');
  expect(errorMessage({ message: [{ property: 'x' }] })).toBe(MSG.badRequest);
});

test('413 throws "Request Entity Too Large" whatever the body', async () => {
  fetchMock.mockResolvedValue(reply(413, '<html>nginx</html>'));
  const err = await caught(upload('/performers/avatar/upload', new FormData()));
  expect(err.statusCode).toBe(413);
  expect(err.message).toBe(MSG.tooLarge);
  expect(errorMessage(err)).toBe(MSG.tooLarge);
});

test('403 hands over to the forbidden handler and throws', async () => {
  const onForbidden = jest.fn();
  setForbiddenHandler(onForbidden);
  fetchMock.mockResolvedValue(reply(403, { statusCode: 403, error: 'Forbidden', message: 'Not the owner' }));
  const err = await caught(get('/studio/members'));
  expect(onForbidden).toHaveBeenCalledWith(MSG.forbidden);
  expect(err.statusCode).toBe(403);
  expect(err.message).toBe(MSG.forbidden);
});

test("403 with redirectOnForbidden false only rejects, with the server's text", async () => {
  const onForbidden = jest.fn();
  setForbiddenHandler(onForbidden);
  fetchMock.mockResolvedValue(reply(403, { statusCode: 403, error: 'Forbidden', message: 'You cannot join this stream' }));
  const err = await caught(get('/conversations/stream/public/p1', undefined, { redirectOnForbidden: false }));
  expect(onForbidden).not.toHaveBeenCalled();
  expect(err.statusCode).toBe(403);
  expect(err.message).toBe('You cannot join this stream');
});

test.each([204, 205])('%i resolves with null', async (status) => {
  fetchMock.mockResolvedValue(reply(status));
  await expect(request('/favourite/p1/like', { method: 'POST' })).resolves.toBeNull();
});

test('query parameters skip empty values and repeat arrays', async () => {
  fetchMock.mockResolvedValue(reply(200, { status: 0, message: 'OK', data: { data: [], total: 0 } }));
  await get('/performers/search', { q: 'anna b', limit: 12, offset: 0, status: undefined, sortBy: null, tags: ['a', 'b'] });
  expect(lastCall().url).toBe('/api/performers/search?q=anna+b&limit=12&offset=0&tags=a&tags=b');
});

test('sends the token cookie as bearer, unless the call names its own token', async () => {
  Cookies.set(TOKEN_COOKIE, 'cookie-token', { path: '/' });
  fetchMock.mockResolvedValue(reply(200, { status: 0, message: 'OK', data: {} }));
  await get('/users/me');
  expect(lastCall().init.headers.Authorization).toBe('Bearer cookie-token');
  expect(lastCall().init.headers['Content-Type']).toBeUndefined();
  await get('/users/me', undefined, { token: 'explicit' });
  expect(lastCall().init.headers.Authorization).toBe('Bearer explicit');
  await post('/auth/users/login', {}, { token: null });
  expect(lastCall().init.headers.Authorization).toBeUndefined();
});

test('FormData goes out as is, without a JSON content type', async () => {
  fetchMock.mockResolvedValue(reply(200, { status: 0, message: 'OK', data: { url: '/a.png' } }));
  const form = new FormData();
  form.append('avatar', new Blob(['x']), 'a.png');
  await expect(upload('/users/avatar/upload', form)).resolves.toEqual({ url: '/a.png' });
  expect(lastCall().init.body).toBe(form);
  expect(lastCall().init.method).toBe('POST');
  expect(lastCall().init.headers['Content-Type']).toBeUndefined();
});

test('a network failure becomes an ApiError with a readable message', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  const err = await caught(get('/users/me'));
  expect(err).toBeInstanceOf(ApiError);
  expect(err.statusCode).toBe(0);
  expect(errorMessage(err)).toMatch(/server/);
});
