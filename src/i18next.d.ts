import 'i18next';
import type en from './locales/en/ui';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'ui';
    resources: { ui: typeof en };
  }
}
