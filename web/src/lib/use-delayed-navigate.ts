// Navigates after a delay (the 2 s and 3 s redirects of docs/product.md, "Constants"; TIMINGS in
// @inkprint/shared) and forgets the timer if the screen goes away.
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string, delayMs: number, before?: () => void | Promise<void>) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(async () => {
        await before?.();
        navigate(to, { replace: true });
      }, delayMs);
    },
    [navigate],
  );
}
