import { use, useDeferredValue } from 'react';
import { useAppSelector } from '../hooks';
import { selectLanguage } from '../selectors';
import { loadText, type TextKey, type TextOf } from '../../content/texts';

/**
 * The words of `key` in the store's language. Suspends until the chunk is loaded the first
 * time; on a language switch the old words stay on screen until the new ones have arrived.
 */
export function useText<K extends TextKey>(key: K): TextOf<K> {
  const language = useDeferredValue(useAppSelector(selectLanguage));
  return use(loadText(language, key));
}
