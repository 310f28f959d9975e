import { createSlice } from '@reduxjs/toolkit';
import { parseAddress, prefixLanguageOf } from '../../app/address';
import { languageChosen, pageVisited } from '../../app/events';
import { defaultLanguage, toLanguage, type Language } from '../../lib/languages';

export interface LocaleState {
  language: Language;
}

export const initialLocaleState: LocaleState = { language: defaultLanguage };

export const localeSlice = createSlice({
  name: 'locale',
  initialState: initialLocaleState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(languageChosen, (state, { payload }) => {
        state.language = toLanguage(payload.lng);
      })
      .addCase(pageVisited, (state, { payload }) => {
        // The address's language prefix is the language shown, on the 404 screen too.
        const language = parseAddress(payload.path)?.language ?? prefixLanguageOf(payload.path);
        if (language) state.language = language;
      });
  },
  selectors: {
    selectLanguage: (state) => state.language,
  },
});

export const { selectLanguage } = localeSlice.selectors;
