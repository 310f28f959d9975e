import 'i18next';
import type en from './locales/en/ui.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'ui';
    resources: { ui: typeof en };
  }
}
