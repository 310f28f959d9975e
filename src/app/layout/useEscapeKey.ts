import { useEffect } from 'react';
import type { Panel } from '../../state/events';
import { escapePressed } from '../../state/events';
import { useAppDispatch, useAppStore } from '../../state/hooks';
import { panelTriggerId } from '../../state/react/panelTriggerIds';
import { selectPanelClosedByEscape } from '../../state/uiPanels/uiPanelsSlice';

function triggerOf(panel: Panel, submenu: 'service' | 'meet' | null): string {
  if (panel === 'submenu') return submenu === 'meet' ? panelTriggerId.meet : panelTriggerId.service;
  return panelTriggerId[panel];
}

/**
 * Escape, while a panel is open, is the event `escapePressed`; the uiPanels reducer decides
 * which panel it closes. Focus goes back to that panel's button.
 */
export function useEscapeKey(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const before = store.getState();
      const panel = selectPanelClosedByEscape(before);
      if (panel === null) return;
      dispatch(escapePressed());
      document.getElementById(triggerOf(panel, before.uiPanels.submenu))?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [dispatch, store]);
}
