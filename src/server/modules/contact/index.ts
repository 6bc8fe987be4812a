import { defineModule } from '../define-module';

// Skeleton: replaced by the issue 16 build.
export const contactModule = defineModule({
  name: 'contact',
  services: () => ({}),
});
