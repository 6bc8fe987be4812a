import { useState } from 'react';

/**
 * A control whose value lives in the URL: React Router applies URL changes in a transition, which
 * may wait behind a busy render, and meanwhile a controlled checkbox or tab would snap back. This
 * shows the chosen value at once and follows the URL whenever it changes (Back, "Clear filters").
 */
export function useInstantValue<T>(value: T): [T, (next: T) => void] {
  const [shown, setShown] = useState(value);
  const [seen, setSeen] = useState(value);
  if (!Object.is(value, seen)) {
    setSeen(value);
    setShown(value);
  }
  return [shown, setShown];
}
