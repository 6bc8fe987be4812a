import { useEffect, useId, useRef, useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { canDecrease, canIncrease, checkQuantity, QUANTITY_CEILING, stepQuantity, type QuantityLimits } from '../quantity';

/** A typed quantity the stepper refused; `dismiss` puts the saved quantity back in the field. */
export interface QuantityProblem {
  reason: 'zero' | 'above' | 'invalid' | 'server';
  message: string;
  dismiss: () => void;
}

/** Clicks on − / + within this window become one request with the final quantity. */
export const STEPPER_DEBOUNCE_MS = 400;

/**
 * − / quantity / + for a cart line. Typing commits on blur or Enter; the buttons commit after a
 * short pause so five quick clicks make one request. Until the server answers, the field shows
 * what was asked for; `onCommit` is only called with a quantity within the limits that differs
 * from the saved one. A typed quantity outside the limits is never corrected: it stays in the field
 * and `onProblem` reports why (0 lets the caller offer to remove the line).
 */
export function QuantityStepper({
  name,
  quantity,
  limits,
  disabled,
  onCommit,
  onProblem,
  errorId,
}: {
  name: string;
  /** The saved quantity (from the server). */
  quantity: number;
  limits: QuantityLimits;
  disabled?: boolean;
  /** Saves the quantity; resolves when the request is over, whatever its outcome (errors are the caller's). */
  onCommit: (quantity: number) => Promise<void>;
  /** A refused quantity (null: none any more); shown by the caller under the line. */
  onProblem: (problem: QuantityProblem | null) => void;
  /** The id of the element showing the problem, while there is one. */
  errorId?: string;
}) {
  const id = useId();
  // Text being typed (null: not editing) and a stepped value waiting for its debounce or answer.
  const [draft, setDraft] = useState<string | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const flushRef = useRef<(() => void) | null>(null);
  // Only the newest request may end the wait: an older answer arriving late must not.
  const latest = useRef(0);

  const commit = (next: number) => {
    flushRef.current = null;
    if (next === quantity) {
      setPending(null);
      return;
    }
    setPending(next);
    const seq = ++latest.current;
    void onCommit(next).finally(() => {
      if (seq === latest.current) setPending(null);
    });
  };

  const cancelTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  // Leaving the page while a step waits for its debounce still saves it.
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      flushRef.current?.();
    },
    [],
  );

  const shown = pending ?? quantity;
  const dismiss = () => {
    setDraft(null);
    onProblem(null);
  };
  const step = (delta: 1 | -1) => {
    const typed = draft === null ? null : checkQuantity(draft, limits, quantity, 'set');
    const base = typed?.ok ? typed.quantity : shown;
    const next = stepQuantity(base, delta, limits);
    setDraft(null);
    onProblem(null);
    setPending(next);
    cancelTimer();
    flushRef.current = () => commit(next);
    timer.current = setTimeout(() => {
      timer.current = null;
      commit(next);
    }, STEPPER_DEBOUNCE_MS);
  };

  const commitDraft = () => {
    if (draft === null) return;
    cancelTimer();
    const checked = checkQuantity(draft, limits, quantity, 'set');
    // Refused: the text stays for the user to fix, with the reason beside it; nothing is sent.
    if (!checked.ok) {
      onProblem({ reason: checked.reason, message: checked.message, dismiss });
      return;
    }
    setDraft(null);
    onProblem(null);
    commit(checked.quantity);
  };

  return (
    <div className="flex items-center gap-1">
      <Button
        variant="outline"
        size="icon"
        className="size-9"
        aria-label={`Decrease quantity of ${name}`}
        disabled={disabled || !canDecrease(shown, limits)}
        onClick={() => step(-1)}
      >
        <Minus aria-hidden />
      </Button>
      <label htmlFor={id} className="sr-only">
        Quantity for {name}
      </label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={limits.min}
        max={limits.max ?? QUANTITY_CEILING}
        step={1}
        className="h-9 w-20 text-center"
        value={draft ?? String(shown)}
        disabled={disabled}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => {
          cancelTimer();
          setDraft(event.target.value);
          onProblem(null);
        }}
        onBlur={commitDraft}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commitDraft();
          } else if (event.key === 'Escape' && draft !== null) {
            dismiss();
          }
        }}
      />
      <Button
        variant="outline"
        size="icon"
        className="size-9"
        aria-label={`Increase quantity of ${name}`}
        disabled={disabled || !canIncrease(shown, limits)}
        onClick={() => step(1)}
      >
        <Plus aria-hidden />
      </Button>
    </div>
  );
}
