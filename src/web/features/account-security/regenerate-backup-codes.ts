import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZBackupCodes, type ZPasswordConfirm } from '../../../shared/account.contracts';
import { apiFetch } from '../../lib/api-client';

/** POST /api/profile/two-factor/backup-codes {password} → {backupCodes}: new codes; the old ones stop working. */

export async function regenerateBackupCodes(body: z.input<typeof ZPasswordConfirm>): Promise<string[]> {
  return ZBackupCodes.parse(await apiFetch<unknown>('/api/profile/two-factor/backup-codes', { method: 'POST', body })).backupCodes;
}

export function useRegenerateBackupCodes() {
  return useMutation({
    mutationKey: ['user', 'two-factor', 'backup-codes'],
    mutationFn: regenerateBackupCodes,
    retry: false,
    meta: { errorToast: false },
  });
}
