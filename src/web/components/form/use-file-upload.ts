import { useCallback, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import type { OnProgress } from './xhr-upload';

/**
 * State for FileField around one upload: `run(send)` passes `send` a progress callback (for uploadWithProgress),
 * shows the bar while it runs, and keeps the server's message when it fails (then rethrows, so the caller knows).
 */
export function useFileUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async <T>(send: (onProgress: OnProgress) => Promise<T>, fallback = 'The file could not be uploaded.'): Promise<T> => {
      setError(null);
      setProgress(0);
      try {
        return await send(setProgress);
      } catch (e) {
        setError(errorMessage(e, fallback));
        throw e;
      } finally {
        setProgress(null);
      }
    },
    [],
  );
  return { progress, error, setError, run };
}
