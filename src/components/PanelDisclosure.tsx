import type { MouseEvent, ReactNode, Ref, SyntheticEvent } from 'react';

interface PanelDisclosureProps {
  /** The class of the `<details>`. */
  className: string;
  /** Whether the store has the panel open. */
  open: boolean;
  /** A press of the summary, or the browser opening or closing it: the panel's toggle. */
  onToggled: () => void;
  /** The summary's id (where Escape returns focus, state/react/panelTriggerIds.ts). */
  summaryId: string;
  /** The summary's name for screen readers; on screen it shows only its icon. */
  label: string;
  icon: ReactNode;
  /** The id of the panel it opens when that panel is not inside the disclosure. */
  controls?: string;
  ref?: Ref<HTMLDetailsElement>;
  summaryRef?: Ref<HTMLElement>;
  children?: ReactNode;
}

/**
 * A header panel's toggle (the phone menu, the social links) as a native disclosure, so it
 * opens without JavaScript and before the app's code arrives (src/boot.tsx reads what the
 * visitor opened meanwhile). Once the app runs, the store opens and closes it: a press of the
 * summary is the panel's toggle event, and anything else that opens or closes it natively
 * (find in page) is reported as the same event, so the store and the screen never disagree.
 */
export function PanelDisclosure({
  className,
  open,
  onToggled,
  summaryId,
  label,
  icon,
  controls,
  ref,
  summaryRef,
  children,
}: PanelDisclosureProps) {
  const onSummaryClick = (click: MouseEvent<HTMLElement>) => {
    click.preventDefault();
    onToggled();
  };
  const onToggle = (toggle: SyntheticEvent<HTMLDetailsElement>) => {
    if (toggle.currentTarget.open !== open) onToggled();
  };
  return (
    <details ref={ref} className={className} open={open} onToggle={onToggle}>
      <summary
        ref={summaryRef}
        id={summaryId}
        className="icon-button"
        aria-controls={controls}
        onClick={onSummaryClick}
      >
        {icon}
        <span className="visually-hidden">{label}</span>
      </summary>
      {children}
    </details>
  );
}
