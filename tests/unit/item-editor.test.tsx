/**
 * The editor of a performer's video (and through it of any item they sell): the checks its
 * antd form made (a title, a price, a file for a new video), each said at its field, and
 * the form sent with the item's values and the files chosen; an item edited starts from
 * its values, and while it is sent its bar shows how far it has gone.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeTestStore } from '../support/store';
import { VideoEditorModal } from '@/features/videos/components/VideoEditorModal';
import { openVideoEditor, ownVideosLoaded, saveVideoProgress } from '@/features/videos/slice';
import type { PerformerVideo } from '@/shared/schemas/assets';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));
// The upload never ends here: the editor is looked at while it is sent.
jest.mock('@/features/videos/api', () => ({ ...jest.requireActual('@/features/videos/api'), apiSaveVideo: () => new Promise(() => {}) }));

const VIDEO: PerformerVideo = {
  _id: 'v1',
  title: 'Beach day',
  description: 'Sun and sand',
  tags: ['beach', 'summer'],
  price: 12.5,
  status: 'inactive',
  isSale: false,
  duration: 6,
  views: 0,
  thumbnail: null,
  hasTrailer: false,
  sold: 0,
  earned: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
} as PerformerVideo;

function editor() {
  const store = makeTestStore();
  const sent: FormData[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: { type: string; payload?: { form?: FormData } }) => {
    if (action.type === 'videos/saveVideo' && action.payload?.form) sent.push(action.payload.form);
    return dispatch(action as never);
  }) as typeof store.dispatch;
  render(
    <Provider store={store}>
      <VideoEditorModal />
    </Provider>,
  );
  return { store, sent };
}

test('a new video needs a title and its file, each said at its field, and nothing is sent', () => {
  const { store, sent } = editor();
  act(() => void store.dispatch(openVideoEditor(null)));
  fireEvent.change(screen.getByLabelText('videos.price'), { target: { value: '' } });
  fireEvent.click(screen.getByTestId('video-save'));
  expect(sent).toHaveLength(0);
  expect(screen.getByLabelText('videos.file')).toHaveAccessibleDescription('videos.fileMissing');
  expect(screen.getByLabelText('videos.file')).toHaveFocus();
  expect(screen.getByLabelText('videos.videoTitle')).toHaveAccessibleDescription('This field is required!');
  expect(screen.getByLabelText('videos.price')).toHaveAccessibleDescription('This field is required!');
});

test('the values are sent as typed, the price to the hundredth (a browser test sends a new video with its file)', () => {
  const { store, sent } = editor();
  act(() => {
    store.dispatch(ownVideosLoaded({ data: [VIDEO], total: 1 } as never));
    store.dispatch(openVideoEditor('v1'));
  });
  fireEvent.change(screen.getByTestId('video-title'), { target: { value: 'Sunset' } });
  fireEvent.change(screen.getByLabelText('videos.description'), { target: { value: '' } });
  fireEvent.change(screen.getByTestId('video-price'), { target: { value: '5.257' } });
  fireEvent.change(screen.getByLabelText('videos.status'), { target: { value: 'active' } });
  fireEvent.click(screen.getByLabelText('videos.isSale'));
  fireEvent.click(screen.getByTestId('video-save'));
  expect(sent).toHaveLength(1);
  expect(
    Object.fromEntries(['title', 'description', 'tags', 'price', 'status', 'isSale'].map((name) => [name, sent[0].get(name)])),
  ).toEqual({
    title: 'Sunset',
    description: '',
    tags: 'beach, summer',
    price: '5.26',
    status: 'active',
    isSale: 'true',
  });
  expect(sent[0].get('trailer')).toBeNull();
});

test('a video edited starts from its values, needs no new file, and shows its upload going', () => {
  const { store, sent } = editor();
  act(() => {
    store.dispatch(ownVideosLoaded({ data: [VIDEO], total: 1 } as never));
    store.dispatch(openVideoEditor('v1'));
  });
  expect(screen.getByTestId('video-title')).toHaveValue('Beach day');
  expect(screen.getByLabelText('videos.tags')).toHaveValue('beach, summer');
  expect(screen.getByLabelText('videos.status')).toHaveValue('inactive');
  expect(screen.getByLabelText('videos.isSale')).not.toBeChecked();
  fireEvent.click(screen.getByTestId('video-save'));
  expect(sent).toHaveLength(1);
  expect(Object.fromEntries(['price', 'status', 'isSale'].map((name) => [name, sent[0].get(name)]))).toEqual({
    price: '12.5',
    status: 'inactive',
    isSale: 'false',
  });
  expect(sent[0].get('video')).toBeNull();
  act(() => void store.dispatch(saveVideoProgress(0.42)));
  expect(screen.getByTestId('video-upload-progress')).toHaveAttribute('aria-valuenow', '42');
  // Under way, it cannot be closed.
  expect(screen.queryByRole('button', { name: 'dialog.close' })).toBeNull();
  expect(screen.getByRole('button', { name: 'videos.cancel' })).toBeDisabled();
});
