/**
 * The ids of the buttons that open each panel: where focus returns when Escape closes the
 * panel (app/layout/useEscapeKey.ts), and the buttons' own ids, from this one list.
 */
export const panelTriggerId = {
  menu: 'menu-button',
  social: 'social-button',
  language: 'language-button',
  service: 'submenu-trigger-service',
  meet: 'submenu-trigger-meet',
} as const;
