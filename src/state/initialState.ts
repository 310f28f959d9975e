import { pageVisited } from './events';
import { rootReducer, type RootState } from './store';

/** The interface state of a visitor who lands on `path`: what the address shows, defaults elsewhere. */
export function stateForPath(path: string): RootState {
  return rootReducer(undefined, pageVisited(path));
}
