import { act, renderHook } from '@testing-library/react';
import { useStoredSlide } from './useStoredSlide';

function setup(first: number, restsShortAt?: number) {
  const reported = vi.fn<(index: number) => void>();
  const movedTo = vi.fn((index: number) => restsShortAt ?? index);
  const view = renderHook(({ stored }) => useStoredSlide(stored, reported, movedTo), {
    initialProps: { stored: first },
  });
  return { reported, movedTo, view };
}

describe('useStoredSlide: where a carousel meets the store', () => {
  it('reports each move of the visitor once', () => {
    const { reported, view } = setup(0);
    act(() => {
      view.result.current.moved(2);
      view.result.current.moved(2);
    });
    expect(reported.mock.calls).toEqual([[2]]);
  });

  it('follows a stored slide that changes, without reporting it back', () => {
    const { reported, movedTo, view } = setup(0);
    view.rerender({ stored: 3 });
    expect(movedTo).toHaveBeenCalledWith(3);
    act(() => {
      // The carousel's own report of the move it was asked for.
      view.result.current.moved(3);
    });
    expect(reported).not.toHaveBeenCalled();
  });

  it('does not move for the store catching up with the visitor', () => {
    const { movedTo, view } = setup(0);
    act(() => {
      view.result.current.moved(1);
    });
    view.rerender({ stored: 1 });
    expect(movedTo).not.toHaveBeenCalled();
  });

  it('keeps where the carousel came to rest when it stops short of the stored slide', () => {
    const { reported, view } = setup(0, 2);
    view.rerender({ stored: 4 });
    expect(view.result.current.shown.current).toBe(2);
    act(() => {
      view.result.current.moved(2);
    });
    expect(reported).not.toHaveBeenCalled();
  });

  it('a rest that is no move of the visitor is not reported', () => {
    const { reported, view } = setup(0);
    act(() => {
      view.result.current.restsAt(2);
      view.result.current.moved(2);
    });
    expect(reported).not.toHaveBeenCalled();
  });
});
