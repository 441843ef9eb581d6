/**
 * A gallery's photos full size: the next and previous by their buttons, the arrow keys and
 * a swipe (not beyond the first or the last), where it stands among them, and Escape, the
 * close button or a click beside the photo (not on it) to go back.
 */
import { useState } from 'react';
import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { PhotoViewer } from '@/features/galleries/components/PhotoViewer';

jest.mock('next-i18next/pages', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

const PHOTOS = ['a', 'b', 'c'].map((name) => ({ src: `/photos/${name}.jpg`, alt: `Photo ${name}` }));

function Gallery({ onClose = () => {} }: { onClose?: () => void }) {
  const [shown, setShown] = useState<number | null>(0);
  return (
    <PhotoViewer
      title="Harbour lights"
      photos={PHOTOS}
      current={shown}
      onChange={setShown}
      onClose={() => {
        setShown(null);
        onClose();
      }}
    />
  );
}

const shownPhoto = () => screen.getByTestId('photo-viewer-image').getAttribute('src');
const position = () => screen.getByTestId('photo-viewer-position').textContent;

test('the buttons and the arrow keys turn to the next and previous photo, not beyond the ends', () => {
  render(<Gallery />);
  expect(screen.getByTestId('photo-viewer')).toHaveAccessibleName('Harbour lights');
  expect([shownPhoto(), position()]).toEqual(['/photos/a.jpg', '1 / 3']);
  expect(screen.getByRole('button', { name: 'gallery.previousPhoto' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'gallery.nextPhoto' }));
  expect([shownPhoto(), position()]).toEqual(['/photos/b.jpg', '2 / 3']);
  fireEvent.keyDown(document.body, { key: 'ArrowRight' });
  expect([shownPhoto(), position()]).toEqual(['/photos/c.jpg', '3 / 3']);
  fireEvent.keyDown(document.body, { key: 'ArrowRight' });
  expect(position()).toBe('3 / 3');
  expect(screen.getByRole('button', { name: 'gallery.nextPhoto' })).toBeDisabled();
  fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
  expect(position()).toBe('2 / 3');
});

test('a swipe to the left shows the next photo, to the right the previous; a short or upward one nothing', () => {
  render(<Gallery />);
  const viewer = screen.getByTestId('photo-viewer');
  const swipe = (from: [number, number], to: [number, number]) => {
    fireEvent.touchStart(viewer, { touches: [{ clientX: from[0], clientY: from[1] }] });
    fireEvent.touchEnd(viewer, { touches: [], changedTouches: [{ clientX: to[0], clientY: to[1] }] });
  };
  swipe([300, 200], [120, 210]);
  expect(position()).toBe('2 / 3');
  swipe([300, 200], [280, 200]);
  swipe([300, 400], [250, 100]);
  expect(position()).toBe('2 / 3');
  swipe([100, 200], [300, 190]);
  expect(position()).toBe('1 / 3');
});

test('Escape and a click beside the photo close it; a click on the photo does not', () => {
  const onClose = jest.fn();
  const { unmount } = render(<Gallery onClose={onClose} />);
  const escape = createEvent('cancel', screen.getByTestId('photo-viewer'), { cancelable: true });
  fireEvent(screen.getByTestId('photo-viewer'), escape);
  expect(escape.defaultPrevented).toBe(true);
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByTestId('photo-viewer-image')).toBeNull();
  unmount();

  render(<Gallery onClose={onClose} />);
  fireEvent.click(screen.getByTestId('photo-viewer-image'));
  expect(onClose).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByTestId('photo-viewer-image').parentElement!);
  expect(onClose).toHaveBeenCalledTimes(2);
});

test('the close button closes it', () => {
  const onClose = jest.fn();
  render(<Gallery onClose={onClose} />);
  fireEvent.click(screen.getByRole('button', { name: 'dialog.close' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});
