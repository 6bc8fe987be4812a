import type { Kernel } from '../../context';
import { defineModule } from '../define-module';
import { createAuditService } from './audit.service';

/** The append-only audit trail other modules write to (its routes are IAM's). */
export const auditModule = defineModule({
  name: 'audit',
  services: ({ db }: Pick<Kernel, 'db'>) => ({ audit: createAuditService(db) }),
});
