import type { Kernel } from '../../context';
import type { AuditService } from '../audit/audit.service';
import type { InvoicesService } from '../invoices/invoices.service';
import { defineModule } from '../define-module';
import { pesosToCentavos } from '../../../shared/money';
import { financeRoutes } from './finance.routes';
import { createReceivablesService } from './receivables.service';
import { createRoyaltiesService } from './royalties.service';

type Needs = Pick<Kernel, 'db' | 'config'> & { audit: AuditService; invoices: InvoicesService };

/** Royalty statements, invoice payments and the financial dashboard. */
export const financeModule = defineModule({
  name: 'finance',
  services: ({ db, config, audit, invoices }: Needs) => ({
    royalties: createRoyaltiesService({
      db,
      invoices,
      audit,
      twoApproverThresholdCentavos: pesosToCentavos(config.TWO_APPROVER_THRESHOLD_PESOS),
    }),
    receivables: createReceivablesService({ db, audit }),
  }),
  routes: financeRoutes,
});
