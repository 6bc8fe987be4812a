import type { ChangeEvent, KeyboardEvent } from 'react';
import type { useDebouncedField } from './use-debounced-field';

/** Wires a debounced field to an <input>: typing waits for a pause, Enter and leaving the box apply it at once. */
export function debouncedInputProps(field: ReturnType<typeof useDebouncedField>) {
  return {
    value: field.text,
    onChange: (event: ChangeEvent<HTMLInputElement>) => field.change(event.target.value),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') field.flush();
    },
    onBlur: field.flush,
  };
}
