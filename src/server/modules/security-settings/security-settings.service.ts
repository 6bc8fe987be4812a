import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema';
import type { AuditService } from '../audit/audit.service';
import { ZSecuritySettings, type SecuritySettings } from '../../../shared/iam.contracts';

const KEY = 'security';
const DEFAULTS: SecuritySettings = { requireTwoFactorForHeadOffice: false };

/** Run-time security settings head office changes from the IAM console (read on every guarded request). */
export function createSecuritySettingsService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  async function get(): Promise<SecuritySettings> {
    const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, KEY));
    const parsed = ZSecuritySettings.safeParse(row?.value);
    return parsed.success ? parsed.data : DEFAULTS;
  }

  async function update(actor: { userId: string }, value: SecuritySettings, ip: string | null): Promise<SecuritySettings> {
    return db.transaction(async (tx) => {
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
  }

  return { get, update };
}
export type SecuritySettingsService = ReturnType<typeof createSecuritySettingsService>;
