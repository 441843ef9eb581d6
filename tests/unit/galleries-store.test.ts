/**
 * Galleries through the store (src/features/galleries): chosen pictures go up two at a
 * time, each telling its own progress; a refused one keeps its reason while the others
 * go on, and each saved one joins the manager and refreshes the gallery's row; a new
 * order shows at once and is saved, or read back when refused; a gallery's page asks
 * for its photos only when the asker may see them, and buying reads it again with them.
 */
import { runSaga, stdChannel, type Task } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import reducer, {
  buyGallery,
  galleryBought,
  galleryLoaded,
  galleryPhotosLoaded,
  initialGalleriesState,
  loadGallery,
  movePhoto,
  openPhotoManager,
  ownGalleryChanged,
  ownPhotosLoaded,
  photoManagerFail,
  uploadPhoto,
  type GalleriesState,
} from '@/features/galleries/slice';
import gallerySagas, { PARALLEL_PHOTO_UPLOADS, buyGallerySaga, loadGallerySaga } from '@/features/galleries/sagas';
import * as galleriesApi from '@/features/galleries/api';
import { balanceChanged } from '@/features/account/slice';
import { ApiError } from '@/lib/http';
import type { GalleryCard, GalleryDetails, PerformerGallery, PerformerPhoto, Photo, PurchaseResult } from '@/shared/schemas/assets';
import { runWithReducer } from '../support/saga-with-reducer';

jest.mock('@/features/galleries/api');

const api = {
  upload: jest.mocked(galleriesApi.apiUploadPhoto),
  ownGallery: jest.mocked(galleriesApi.apiOwnGallery),
  ownPhotos: jest.mocked(galleriesApi.apiOwnPhotos),
  save: jest.mocked(galleriesApi.apiSaveGallery),
  gallery: jest.mocked(galleriesApi.apiGallery),
  photos: jest.mocked(galleriesApi.apiGalleryPhotos),
  buy: jest.mocked(galleriesApi.apiBuyGallery),
};

const gallery = (extra: Partial<PerformerGallery> = {}): PerformerGallery => ({
  _id: 'g1',
  title: 'Beach day',
  description: null,
  tags: [],
  price: 8,
  isSale: true,
  status: 'active',
  translations: {},
  photoCount: 0,
  cover: null,
  coverPhotoId: null,
  takenDown: null,
  sold: 0,
  earned: 0,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  ...extra,
});

const photo = (id: string, position = 0): PerformerPhoto => ({
  _id: id,
  galleryId: 'g1',
  title: null,
  width: 1600,
  height: 800,
  preview: `/uploads/photo-previews/${id}.jpg`,
  url: `/files/private/photos/${id}.jpg?expires=1&signature=s`,
  position,
  createdAt: '2026-11-28T10:00:00.000Z',
});

const card: GalleryCard = {
  _id: 'g1',
  title: 'Beach day',
  tags: [],
  price: 8,
  isSale: true,
  photoCount: 2,
  cover: '/uploads/photo-previews/p1.jpg',
  isBought: false,
  performer: { _id: 'p1', name: 'Luna', username: 'luna', avatar: '/a.png' },
  createdAt: '2026-11-28T10:00:00.000Z',
};
const details = (extra: Partial<GalleryDetails> = {}): GalleryDetails => ({ ...card, description: null, canView: false, ...extra });

const refused = (message: string) => new ApiError(400, { statusCode: 400, error: 'Bad Request', message });
const file = (name: string) => new File(['picture'], name, { type: 'image/jpeg' });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The feature's sagas running against its reducer, as in the store: `send` dispatches from outside. */
function runFeature(state: GalleriesState) {
  const channel = stdChannel();
  let current = state;
  const dispatched: UnknownAction[] = [];
  const send = (action: UnknownAction) => {
    current = reducer(current, action);
    channel.put(action);
  };
  const task: Task = runSaga(
    {
      channel,
      dispatch: (action: UnknownAction) => {
        dispatched.push(action);
        send(action);
      },
      getState: () => ({ galleries: current }),
    },
    gallerySagas,
  );
  return { send, dispatched, task, state: () => current };
}

/** A manager open on gallery g1, listed in the performer's galleries, with `photos`. */
const managing = (photos: PerformerPhoto[] = []): GalleriesState => {
  const listed = {
    ...initialGalleriesState,
    own: { ...initialGalleriesState.own, data: [gallery({ photoCount: photos.length })], total: 1 },
  };
  return reducer(reducer(listed, openPhotoManager('g1')), ownPhotosLoaded({ galleryId: 'g1', photos }));
};

beforeEach(() => jest.clearAllMocks());

describe('uploading photos', () => {
  it(`sends ${PARALLEL_PHOTO_UPLOADS} at a time, each with its own progress, and a refusal stops only its own`, async () => {
    const finish: Record<string, (result: PerformerPhoto | Error) => void> = {};
    api.upload.mockImplementation(
      (_galleryId, chosen, onProgress) =>
        new Promise((resolve, reject) => {
          onProgress(0.5);
          finish[chosen.name] = (result) => (result instanceof Error ? reject(result) : resolve(result));
        }),
    );
    api.ownGallery.mockImplementation(async () => gallery({ photoCount: 1, cover: '/uploads/photo-previews/p1.jpg' }));
    const run = runFeature(managing());
    for (const name of ['a.jpg', 'b.jpg', 'c.jpg']) run.send(uploadPhoto({ galleryId: 'g1', key: name, file: file(name) }));
    await flush();

    expect(api.upload.mock.calls.map((call) => call[1].name)).toEqual(['a.jpg', 'b.jpg']);
    expect(run.state().manager.uploads).toEqual([
      { key: 'a.jpg', name: 'a.jpg', sending: true, progress: 0.5, error: null },
      { key: 'b.jpg', name: 'b.jpg', sending: true, progress: 0.5, error: null },
      { key: 'c.jpg', name: 'c.jpg', sending: false, progress: 0, error: null },
    ]);

    finish['a.jpg'](refused('This file is not a picture we can show'));
    await flush();
    expect(api.upload.mock.calls.map((call) => call[1].name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(run.state().manager.uploads[0]).toEqual({
      key: 'a.jpg',
      name: 'a.jpg',
      sending: true,
      progress: 0.5,
      error: 'This file is not a picture we can show',
    });

    finish['b.jpg'](photo('p1'));
    await flush();
    expect(run.state().manager.photos.map((item) => item._id)).toEqual(['p1']);
    expect(run.state().manager.uploads.map((upload) => upload.key)).toEqual(['a.jpg', 'c.jpg']);
    // The gallery's row in the list follows: its count and cover.
    expect(api.ownGallery).toHaveBeenCalledWith('g1');
    expect(run.state().own.data[0]).toMatchObject({ photoCount: 1, cover: '/uploads/photo-previews/p1.jpg' });
    run.task.cancel();
  });
});

describe('ordering photos', () => {
  it('shows the new order at once and saves the whole order', async () => {
    api.save.mockResolvedValue(gallery({ photoCount: 3 }));
    const run = runFeature(managing([photo('p1', 0), photo('p2', 1), photo('p3', 2)]));
    run.send(movePhoto({ photoId: 'p3', by: -1 }));
    expect(run.state().manager.photos.map((item) => item._id)).toEqual(['p1', 'p3', 'p2']);
    await flush();
    expect(api.save).toHaveBeenCalledWith('g1', { photoIds: ['p1', 'p3', 'p2'] });
    expect(run.dispatched).toContainEqual(ownGalleryChanged(gallery({ photoCount: 3 })));
    run.task.cancel();
  });

  it('does nothing past either end', () => {
    const state = managing([photo('p1', 0), photo('p2', 1)]);
    expect(reducer(state, movePhoto({ photoId: 'p1', by: -1 })).manager.photos).toEqual(state.manager.photos);
    expect(reducer(state, movePhoto({ photoId: 'p2', by: 1 })).manager.photos).toEqual(state.manager.photos);
  });

  it('says why an order was refused and shows the saved order again', async () => {
    api.save.mockRejectedValue(refused('Please send every photo of this gallery once, in the new order'));
    api.ownPhotos.mockResolvedValue({ data: [photo('p1', 0), photo('p2', 1)], total: 2 });
    const run = runFeature(managing([photo('p1', 0), photo('p2', 1)]));
    run.send(movePhoto({ photoId: 'p2', by: -1 }));
    await flush();
    expect(run.dispatched).toContainEqual(photoManagerFail('Please send every photo of this gallery once, in the new order'));
    expect(run.state().manager.photos.map((item) => item._id)).toEqual(['p1', 'p2']);
    expect(run.state().manager.error).toBe('Please send every photo of this gallery once, in the new order');
    run.task.cancel();
  });
});

describe("a gallery's page", () => {
  it('asks for no photos when the asker may not see them', async () => {
    api.gallery.mockResolvedValue(details());
    const { dispatched } = await runWithReducer(reducer, 'galleries', initialGalleriesState, loadGallerySaga, loadGallery({ id: 'g1' }));
    expect(dispatched).toEqual([galleryLoaded(details())]);
    expect(api.photos).not.toHaveBeenCalled();
  });

  it('passes the new balance on once bought and reads the gallery again with its photos', async () => {
    const purchase: PurchaseResult = {
      _id: 'b1',
      itemType: 'gallery',
      itemId: 'g1',
      price: 8,
      balance: 92,
      createdAt: '2026-11-28T10:00:00.000Z',
    };
    const photos: Photo[] = [photo('p1'), photo('p2')].map(({ _id, title, width, height, preview, url }) => ({
      _id,
      title,
      width,
      height,
      preview,
      url,
    }));
    api.buy.mockResolvedValue(purchase);
    api.gallery.mockResolvedValue(details({ isBought: true, canView: true }));
    api.photos.mockResolvedValue({ data: photos, total: 2 });
    const shown = reducer(initialGalleriesState, galleryLoaded(details()));
    const { state, dispatched } = await runWithReducer(reducer, 'galleries', shown, buyGallerySaga, buyGallery({ id: 'g1', locale: 'ro' }));
    expect(api.gallery).toHaveBeenCalledWith('g1', 'ro');
    expect(dispatched).toEqual([
      balanceChanged(92),
      galleryBought(purchase),
      galleryLoaded(details({ isBought: true, canView: true })),
      galleryPhotosLoaded({ galleryId: 'g1', photos }),
    ]);
    expect(state.photos.data).toEqual(photos);
    expect(state.buying).toEqual({ requesting: false, error: null });
  });
});
