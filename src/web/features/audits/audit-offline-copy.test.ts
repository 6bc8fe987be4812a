import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditDetail } from '../../../shared/audits.contracts';
import { forgetOfflineAudits, keepAuditOffline, offlineAudit } from './audit-offline-copy';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
  get length() {
    return this.data.size;
  }
}

const detail = (id: string): AuditDetail => ({
  audit: {
    id,
    location: { id: 'l1', name: 'Makati', code: 'SE-MKT-001', city: 'Makati' },
    brand: { id: 'b1', name: 'Siomai Express' },
    templateName: 'Store standards',
    auditor: { id: 'u1', name: 'Head Office' },
    scheduledFor: '2026-12-02',
    cadence: 'once',
    announced: true,
    status: 'in_progress',
    scorePercent: null,
    criticalFailures: null,
    passed: null,
    submittedAt: null,
    approvedAt: null,
  },
  store: { address: 'Ayala Ave., Makati', phone: '+639171110001', pastScores: [], openActions: [] },
  version: { id: 'v1', version: 1, passMarkPercent: 80, sections: [], createdAt: '2026-11-01T00:00:00.000Z' },
  answers: [],
  photos: [],
  previous: [],
  failures: [],
  actions: [],
});

describe('the audit kept on the device', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('comes back for the same user only', () => {
    keepAuditOffline('u1', detail('a1'));
    expect(offlineAudit('u1', 'a1')?.audit.id).toBe('a1');
    expect(offlineAudit('u2', 'a1')).toBeUndefined();
    expect(offlineAudit('u1', 'a2')).toBeUndefined();
  });

  it('keeps the last eight and forgets them all at sign-out', () => {
    for (let i = 1; i <= 10; i++) keepAuditOffline('u1', detail(`a${i}`));
    expect(offlineAudit('u1', 'a1')).toBeUndefined();
    expect(offlineAudit('u1', 'a3')?.audit.id).toBe('a3');
    expect(offlineAudit('u1', 'a10')?.audit.id).toBe('a10');
    forgetOfflineAudits();
    expect(storage.length).toBe(0);
  });

  it('ignores a copy that no longer fits the contract', () => {
    storage.setItem('audits.offline.a1', JSON.stringify({ userId: 'u1', detail: { audit: 'garbled' } }));
    expect(offlineAudit('u1', 'a1')).toBeUndefined();
  });
});
