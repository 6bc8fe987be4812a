import { useCallback, useRef, useState } from 'react';

export interface ActionCallbacks<TResult> {
  onSuccess?: (result: TResult) => unknown;
  onError?: (error: unknown) => unknown;
}

/**
 * A request run from a button or a form, with its pending and error state: TanStack's useMutation as the sign-in
 * page uses it (mutate with per-call callbacks, isPending/isError/isSuccess, reset), without TanStack Query in that
 * page's first load (issue 12: /login ≤ 110 KB). No retries, no global error toast: the sign-in actions never
 * re-send credentials and say their failures themselves.
 */
export function useAction<TVariables, TResult>(run: (variables: TVariables) => Promise<TResult>, callbacks: ActionCallbacks<TResult> = {}) {
  const [status, setStatus] = useState<'idle' | 'pending' | 'success' | 'error'>('idle');
  // Answers of a run that reset() or a newer run replaced change nothing.
  const current = useRef(0);

  const mutate = (variables: TVariables, options: ActionCallbacks<TResult> = {}) => {
    const id = ++current.current;
    setStatus('pending');
    void (async () => {
      // As useMutation: the hook's own callback runs (and is awaited) before the state changes, then the call's.
      let result: TResult;
      try {
        result = await run(variables);
        await callbacks.onSuccess?.(result);
      } catch (error) {
        await callbacks.onError?.(error);
        if (id !== current.current) return;
        setStatus('error');
        await options.onError?.(error);
        return;
      }
      if (id !== current.current) return;
      setStatus('success');
      await options.onSuccess?.(result);
    })();
  };

  const reset = useCallback(() => {
    current.current++;
    setStatus('idle');
  }, []);

  return {
    mutate,
    reset,
    isPending: status === 'pending',
    isError: status === 'error',
    isSuccess: status === 'success',
  };
}
