import { useEffect, useRef, useState } from 'react';

/**
 * A text field that reports its value after the user pauses typing (`delayMs`), or at once on
 * `flush` (Enter, blur). When the value changes from outside (Back button, "Clear filters") the
 * field follows it, unless it already means the same thing (`same`): "coffee " must not lose its
 * trailing space just because the URL holds "coffee".
 */
export function useDebouncedField({
  value,
  onCommit,
  same = (text, v) => text === v,
  delayMs = 300,
}: {
  value: string;
  onCommit: (text: string) => void;
  same?: (text: string, value: string) => boolean;
  delayMs?: number;
}) {
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  if (value !== lastValue) {
    setLastValue(value);
    if (!same(text, value)) setText(value);
  }

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  return {
    text,
    change: (next: string) => {
      setText(next);
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        onCommit(next);
      }, delayMs);
    },
    flush: () => {
      if (!timer.current) return;
      cancel();
      onCommit(text);
    },
  };
}
