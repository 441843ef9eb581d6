/**
 * `useSaveOutcome`: a component reacts to the end of a request it saw start (a success
 * message and `onSuccess`, or `onFailure`), never to one that was running or over
 * before it was shown, nor to a state that was reset.
 */
import { act, renderHook, screen } from '@testing-library/react';
import { useSaveOutcome, type SaveState } from '@/features/ui/hooks/useSaveOutcome';

const idle: SaveState = { requesting: false, error: null };
const running: SaveState = { requesting: true, error: null };
const saved: SaveState = { requesting: false, error: null, success: true };

function follow(initial: SaveState) {
  const onSuccess = jest.fn();
  const onFailure = jest.fn();
  const { rerender } = renderHook(
    ({ state }: { state: SaveState }) => useSaveOutcome(state, { successText: 'Saved', onSuccess, onFailure }),
    { initialProps: { state: initial } },
  );
  const become = (state: SaveState) => act(() => rerender({ state }));
  return { onSuccess, onFailure, become };
}

describe('useSaveOutcome', () => {
  it('shows the success message and runs onSuccess once when a request it saw start goes through', async () => {
    const { onSuccess, onFailure, become } = follow(idle);
    become(running);
    expect(onSuccess).not.toHaveBeenCalled();
    become(saved);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    become({ ...saved });
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('hands a failure to onFailure, with no success', () => {
    const { onSuccess, onFailure, become } = follow(idle);
    become(running);
    become({ requesting: false, error: 'Bad request!' });
    expect(onFailure).toHaveBeenCalledWith('Bad request!');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('ignores a request that was already running when it mounted, and a reset', () => {
    const { onSuccess, onFailure, become } = follow(running);
    become(saved);
    expect(onSuccess).not.toHaveBeenCalled();
    become(running);
    become({ requesting: false, error: null, success: false });
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('counts every request of its own, as a tip panel sending one tip after another', () => {
    const { onSuccess, become } = follow(idle);
    for (let i = 0; i < 3; i++) {
      become(running);
      become(idle);
    }
    expect(onSuccess).toHaveBeenCalledTimes(3);
  });
});
