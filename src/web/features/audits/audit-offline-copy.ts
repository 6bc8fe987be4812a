import { ZAuditDetail, type AuditDetail } from '../../../shared/audits.contracts';
import { registerCache } from '../../lib/app-cache';

/**
 * The last opened audits, kept on the device (localStorage) so an audit opened once can be reopened without a
 * signal — the service worker's runtime cache is the first line, this the second (the tab reopened with the
 * browser offline, or a cache the browser evicted). Scoped to the signed-in user and forgotten at sign-out.
 */
const PREFIX = 'audits.offline.';
const INDEX = `${PREFIX}index`;
const KEEP = 8;

const storage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
};

export function keepAuditOffline(userId: string, detail: AuditDetail): void {
  const s = storage();
  if (!s) return;
  const id = detail.audit.id;
  try {
    s.setItem(PREFIX + id, JSON.stringify({ userId, savedAt: new Date().toISOString(), detail }));
    const ids = [id, ...readIndex(s).filter((x) => x !== id)];
    for (const old of ids.slice(KEEP)) s.removeItem(PREFIX + old);
    s.setItem(INDEX, JSON.stringify(ids.slice(0, KEEP)));
  } catch {
    // Storage full or refused: the service worker's copy is still there.
  }
}

export function offlineAudit(userId: string, id: string): AuditDetail | undefined {
  const raw = storage()?.getItem(PREFIX + id);
  if (!raw) return undefined;
  try {
    const stored = JSON.parse(raw) as { userId?: string; detail?: unknown };
    if (stored.userId !== userId) return undefined;
    const parsed = ZAuditDetail.safeParse(stored.detail);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function readIndex(s: Storage): string[] {
  try {
    const ids = JSON.parse(s.getItem(INDEX) ?? '[]') as unknown;
    return Array.isArray(ids) ? ids.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function forgetOfflineAudits(): void {
  const s = storage();
  if (!s) return;
  for (const id of readIndex(s)) s.removeItem(PREFIX + id);
  s.removeItem(INDEX);
}

registerCache({ refreshUser: () => Promise.resolve(), clear: forgetOfflineAudits });
