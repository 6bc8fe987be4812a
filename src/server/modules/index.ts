import type { Kernel } from '../context';
import { moduleList } from './define-module';
import { healthModule } from './health';
import { auditModule } from './audit';
import { profilesModule } from './profiles';
import { securitySettingsModule } from './security-settings';
import { authModule } from './auth';
import { iamModule } from './iam';
import { networkModule } from './network';
import { accountModule } from './account';
import { diagnosticsModule } from './diagnostics';
import { notificationsModule } from './notifications';
import { announcementsModule } from './announcements';
import { catalogModule } from './catalog';
import { cartModule } from './cart';
import { addressesModule } from './addresses';
import { paymentMethodsModule } from './payment-methods';
import { inventoryModule } from './inventory';
import { ordersModule } from './orders';
import { invoicesModule } from './invoices';
import { approvalsModule } from './approvals';
import { shippingModule } from './shipping';
import { orderManagementModule } from './order-management';
import { salesModule } from './sales';
import { financeModule } from './finance';
import { dashboardsModule } from './dashboards';
import { analyticsModule } from './analytics';
import { suppliersModule } from './suppliers';
import { purchasingModule } from './purchasing';
import { trainingModule } from './training';
import { marketingModule } from './marketing';
import { contractPackageModule } from './contract-package';
import { supportModule } from './support';
import { siteModule } from './site';
import { blogModule } from './blog';
import { contactModule } from './contact';
import { openingsModule } from './openings';
import { applicationsModule } from './applications';
import { posModule } from './pos';
import { salesIntegrityModule } from './sales-integrity';
import { auditsModule } from './audits';

/**
 * Every server module, in the order their services are built (and their routes registered). A module may use
 * the services of modules above it; the compiler refuses a module placed above something it needs.
 * Adding a module: docs/adding-a-module.md.
 */
export const serverModules = moduleList<Kernel>()
  .add(healthModule)
  .add(auditModule)
  .add(profilesModule)
  .add(securitySettingsModule)
  .add(authModule)
  .add(iamModule)
  .add(networkModule)
  .add(accountModule)
  .add(diagnosticsModule)
  .add(notificationsModule)
  .add(announcementsModule)
  .add(catalogModule)
  .add(cartModule)
  .add(addressesModule)
  .add(paymentMethodsModule)
  .add(inventoryModule)
  .add(ordersModule)
  .add(invoicesModule)
  .add(approvalsModule)
  .add(shippingModule)
  .add(orderManagementModule)
  .add(salesModule)
  .add(financeModule)
  .add(dashboardsModule)
  .add(analyticsModule)
  .add(suppliersModule)
  .add(purchasingModule)
  .add(trainingModule)
  .add(marketingModule)
  .add(contractPackageModule)
  .add(supportModule)
  .add(siteModule)
  .add(blogModule)
  .add(contactModule)
  .add(openingsModule)
  .add(applicationsModule)
  .add(posModule)
  .add(salesIntegrityModule)
  .add(auditsModule);

/** The services of every module, merged: what `ctx.<name>` offers besides the kernel. */
export type ModuleServices = ReturnType<typeof serverModules.build>['services'];
