import { useEffect, useState } from 'react';

// The wait before another SMS code may be asked for, shared by the login form and checkout.

/** Seconds left: start(n), then one less each second, down to 0. */
export function useCountdown(initial = 0): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(initial);
  const counting = left > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearInterval(timer);
  }, [counting]);
  return [left, setLeft];
}
