import { defineModule } from '../define-module';

/** Royalty statements, invoice payments and the financial dashboard. */
export const financeModule = defineModule({
  name: 'finance',
  services: () => ({}),
});
