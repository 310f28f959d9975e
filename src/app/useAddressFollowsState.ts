import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { addressOf, parseAddress } from './address';
import { useAppSelector } from './hooks';
import type { RootState } from './store';

const selectAddress = (state: RootState) => addressOf(state);

/** Whether `path` already shows what `wanted` names (/meet shows whichever doctor is selected). */
export function shows(path: string, wanted: string): boolean {
  if (path === wanted) return true;
  const current = parseAddress(path);
  const target = parseAddress(wanted);
  return (
    current?.page === 'meet' &&
    target?.page === 'meet' &&
    current.language === target.language &&
    current.doctor === undefined
  );
}

/**
 * The address follows the state however the state changed: a DevTools jump to an earlier
 * state moves the page to that state's address. Only changes of the state's address count,
 * so landing on an address (or on the 404 screen) never moves the visitor.
 */
export function useAddressFollowsState(): void {
  const wanted = useAppSelector(selectAddress);
  const location = useLocation();
  const pending = useNavigation().location;
  const navigate = useNavigate();
  const previous = useRef(wanted);
  useEffect(() => {
    if (previous.current === wanted) return;
    previous.current = wanted;
    const current = pending?.pathname ?? location.pathname;
    if (!shows(current, wanted)) void navigate(wanted);
  }, [wanted, location.pathname, pending, navigate]);
}
