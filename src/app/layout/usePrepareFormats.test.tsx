import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { stateForPath } from '../initialState';
import { makeStore } from '../store';
import { usePrepareFormats } from './usePrepareFormats';

function renderAt(path: string) {
  const store = makeStore(stateForPath(path));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return renderHook(
    () => {
      usePrepareFormats();
    },
    { wrapper },
  );
}

/** Records each formatter made of `name`, and makes it as Intl does. */
function recordMade(name: 'DateTimeFormat' | 'NumberFormat') {
  const Real = Intl[name] as new (...args: unknown[]) => object;
  return vi.spyOn(Intl, name).mockImplementation(function (...args: unknown[]) {
    return new Real(...args);
  });
}

describe('usePrepareFormats', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each([
    ['/', 'en-IN'],
    ['/hi/contact', 'hi'],
  ])(
    'on %s, prepares the formats of %s only once the browser is idle, one at a time',
    (path, locale) => {
      const dates = recordMade('DateTimeFormat');
      const amounts = recordMade('NumberFormat');
      renderAt(path);
      expect(dates).not.toHaveBeenCalled();
      vi.advanceTimersToNextTimer();
      expect(dates).toHaveBeenCalledTimes(1);
      expect(dates).toHaveBeenCalledWith(locale, expect.objectContaining({ dateStyle: 'long' }));
      expect(amounts).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(dates).toHaveBeenCalledTimes(2);
      expect(amounts).toHaveBeenCalledWith(locale, expect.objectContaining({ currency: 'INR' }));
    },
  );

  it('prepares nothing for a page already left', () => {
    const dates = recordMade('DateTimeFormat');
    renderAt('/').unmount();
    vi.runAllTimers();
    expect(dates).not.toHaveBeenCalled();
  });
});
