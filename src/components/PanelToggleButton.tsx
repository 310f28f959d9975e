import type { UnknownAction } from '@reduxjs/toolkit';
import type { ReactNode, Ref } from 'react';
import { useAppDispatch } from '../app/hooks';

interface PanelToggleButtonProps {
  id: string;
  /** The id of the panel it opens and closes. */
  controls: string;
  expanded: boolean;
  /** The event a click stands for (the panel's toggle). */
  event: UnknownAction;
  /** The button's name for screen readers; on screen it shows only its icon. */
  label: string;
  icon: ReactNode;
  /** A class beside `icon-button`. */
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** An icon button that opens and closes a header panel (the mobile menu, the social links). */
export function PanelToggleButton({
  id,
  controls,
  expanded,
  event,
  label,
  icon,
  className,
  ref,
}: PanelToggleButtonProps) {
  const dispatch = useAppDispatch();
  return (
    <button
      ref={ref}
      id={id}
      type="button"
      className={className ? `icon-button ${className}` : 'icon-button'}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={() => dispatch(event)}
    >
      {icon}
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
