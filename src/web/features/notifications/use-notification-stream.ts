import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { connectNotificationStream } from './notification-stream';
import { streamDisabled } from './stream-retry';

/**
 * Keeps the live notification stream open while mounted. Mount once, in the signed-in layout (which
 * renders only for a signed-in session), so a signed-out visitor never opens it.
 */
export function useNotificationStream(enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined' || streamDisabled()) return;
    return connectNotificationStream({ queryClient });
  }, [enabled, queryClient]);
}
