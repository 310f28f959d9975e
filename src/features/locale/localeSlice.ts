import { createSlice } from '@reduxjs/toolkit';
import { languageChosen } from '../../app/events';
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
    builder.addCase(languageChosen, (state, { payload }) => {
      state.language = toLanguage(payload.lng);
    });
  },
  selectors: {
    selectLanguage: (state) => state.language,
  },
});

export const { selectLanguage } = localeSlice.selectors;
