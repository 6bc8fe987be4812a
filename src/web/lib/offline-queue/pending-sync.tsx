import { CloudOff } from 'lucide-react';
import { usePendingWrites } from './default-queue';

export function pendingSyncText(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'} waiting to sync`;
}

/** "N changes waiting to sync" while writes of the scope (or any) wait; nothing once all have reached the server. */
export function PendingSync({ scope }: { scope?: string }) {
  const pending = usePendingWrites(scope);
  if (pending.length === 0) return null;
  return (
    <p
      role="status"
      data-testid="pending-sync"
      className="inline-flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-1.5 text-sm font-medium text-amber-900"
    >
      <CloudOff aria-hidden className="size-4 shrink-0" />
      {pendingSyncText(pending.length)}
    </p>
  );
}
