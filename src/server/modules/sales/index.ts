import { defineModule } from '../define-module';

/** Daily sales reporting: manual entry, CSV/XLSX import, corrections with history, head-office review. */
export const salesModule = defineModule({
  name: 'sales',
  services: () => ({}),
});
