import { createSlice, type ActionReducerMapBuilder } from '@reduxjs/toolkit';
import { languageChosen, pageVisited } from '../events';
import { defaultLanguage, toLanguage, type Language } from '../../lib/languages';

export interface LocaleState {
  /** The interface language: en at startup, en for any code not offered. */
  language: Language;
}

export const initialLocaleState: LocaleState = { language: defaultLanguage };

/** Every rule of the locale state. Exported so the table test can list the events it handles. */
export function localeTransitions(builder: ActionReducerMapBuilder<LocaleState>): void {
  builder
    .addCase(languageChosen, (state, { payload }) => {
      // Spec §9: anything but the five codes falls back to English.
      state.language = toLanguage(payload.lng);
    })
    .addCase(pageVisited, (state, { payload }) => {
      // The address's language prefix is the language shown, on the 404 screen too.
      state.language = payload.language;
    });
}

export const localeSlice = createSlice({
  name: 'locale',
  initialState: initialLocaleState,
  reducers: {},
  extraReducers: localeTransitions,
});
