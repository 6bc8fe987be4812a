import { defineModule } from '../define-module';

// Skeleton: replaced by the issue 16 build.
export const applicationsModule = defineModule({
  name: 'applications',
  services: () => ({}),
});
