/**
 * A viewer's profile as a performer opens it: the block, and the viewer's mute in the
 * performer's public chat, set with a reason or lifted, the profile read again after each.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { ViewerProfileDialog } from '@/features/viewer-profile/components/ViewerProfileDialog';
import * as profileApi from '@/features/viewer-profile/api';
import { ApiError } from '@/lib/http';
import { toast } from '@/lib/toast';
import type { PublicUserProfile } from '@/shared/schemas/users';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({
    t: (key: string, values?: object) => (values ? `${key} ${JSON.stringify(values)}` : key),
    i18n: { language: 'en' },
  }),
}));
jest.mock('@/lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('@/features/viewer-profile/api');

const api = {
  profile: jest.mocked(profileApi.apiViewerProfile),
  mute: jest.mocked(profileApi.apiMuteViewer),
  lift: jest.mocked(profileApi.apiLiftViewerSanctions),
};

const CHAT = 'chat-1';
const profile = (chat: PublicUserProfile['chat']): PublicUserProfile => ({
  _id: 'u1',
  name: 'Bea',
  username: 'bea',
  avatar: '/a.png',
  country: null,
  memberSince: '2026-01-01T10:00:00.000Z',
  blocked: false,
  chat,
});
const MUTED_UNTIL = '2099-01-01T10:00:00.000Z';

function open() {
  render(
    <Provider store={makeTestStore()}>
      <ViewerProfileDialog userId="u1" onClose={() => undefined} />
    </Provider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  api.mute.mockResolvedValue({ success: true });
  api.lift.mockResolvedValue({ success: true });
});

it('mutes the viewer in the chat with the reason given, then shows until when', async () => {
  api.profile.mockResolvedValueOnce(profile({ conversationId: CHAT, mutedUntil: null, banned: false }));
  api.profile.mockResolvedValueOnce(profile({ conversationId: CHAT, mutedUntil: MUTED_UNTIL, banned: false }));
  open();
  const oneHour = await screen.findByTestId('viewer-mute-60');
  expect(oneHour).toBeDisabled();
  fireEvent.change(screen.getByTestId('viewer-mute-reason'), { target: { value: '  Too loud ' } });
  fireEvent.click(oneHour);
  expect(await screen.findByTestId('viewer-chat-standing')).toHaveTextContent('viewerProfile.chatMuted');
  expect(api.mute).toHaveBeenCalledWith(CHAT, { userId: 'u1', minutes: 60, reason: 'Too loud' });
  expect(api.profile).toHaveBeenCalledTimes(2);
});

it('lifts a ban or mute, and keeps the profile as it was when the server refuses', async () => {
  api.profile.mockResolvedValueOnce(profile({ conversationId: CHAT, mutedUntil: null, banned: true }));
  api.profile.mockResolvedValueOnce(profile({ conversationId: CHAT, mutedUntil: null, banned: false }));
  api.lift.mockRejectedValueOnce(new ApiError(403, { message: 'Only the performer and their moderators can do this' }));
  open();
  expect(await screen.findByTestId('viewer-chat-standing')).toHaveTextContent('viewerProfile.chatBanned');
  fireEvent.click(screen.getByTestId('viewer-chat-lift'));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Only the performer and their moderators can do this'));
  expect(screen.getByTestId('viewer-chat-standing')).toBeInTheDocument();
  expect(screen.getByTestId('viewer-chat-lift')).toBeEnabled();
  fireEvent.click(screen.getByTestId('viewer-chat-lift'));
  expect(await screen.findByTestId('viewer-mute-reason')).toBeInTheDocument();
  expect(api.lift).toHaveBeenLastCalledWith(CHAT, 'u1');
});

it('offers no mute before the performer has a chat', async () => {
  api.profile.mockResolvedValueOnce(profile(null));
  open();
  expect(await screen.findByTestId('viewer-profile-name')).toHaveTextContent('Bea');
  expect(screen.queryByTestId('viewer-mute-reason')).not.toBeInTheDocument();
  expect(screen.queryByTestId('viewer-chat-standing')).not.toBeInTheDocument();
});
