import { useEffect, useState } from 'react';

/**
 * The current time, re-read every `intervalMs`, so relative times ("5 minutes ago") move on while a
 * page stays open without each row running its own timer.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
