import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema';
import type { AuditService } from '../audit/audit.service';
import { ZSecuritySettings, type SecuritySettings } from '../../../shared/iam.contracts';

const KEY = 'security';
const DEFAULTS: SecuritySettings = { requireTwoFactorForHeadOffice: false };

/**
 * Run-time security settings head office changes from the IAM console. The guards ask on every head-office request, so
 * the value is kept in memory until it changes: this process's update forgets it, and a trigger on app_settings
 * (migration 0028) tells every other process through the notification bus (`forget`).
 */
export function createSecuritySettingsService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;
  let current: Promise<SecuritySettings> | null = null;

  async function load(): Promise<SecuritySettings> {
    const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, KEY));
    const parsed = ZSecuritySettings.safeParse(row?.value);
    return parsed.success ? parsed.data : DEFAULTS;
  }

  function get(): Promise<SecuritySettings> {
    if (!current) {
      const loading = load();
      // A failed read is not kept: the next request asks the database again.
      loading.catch(() => {
        if (current === loading) current = null;
      });
      current = loading;
    }
    return current;
  }

  function forget() {
    current = null;
  }

  async function update(actor: { userId: string }, value: SecuritySettings, ip: string | null): Promise<SecuritySettings> {
    const saved = await db.transaction(async (tx) => {
      const [before] = await tx.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, KEY)).for('update');
      await tx
        .insert(appSettings)
        .values({ key: KEY, value, updatedBy: actor.userId })
        .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedBy: actor.userId, updatedAt: new Date() } });
      await audit.record(tx, {
        actorId: actor.userId,
        action: 'settings.security_changed',
        targetType: 'settings',
        targetLabel: 'Security',
        before: before?.value ?? DEFAULTS,
        after: value,
        ip,
      });
      return value;
    });
    forget();
    return saved;
  }

  return { get, update, forget };
}
export type SecuritySettingsService = ReturnType<typeof createSecuritySettingsService>;
