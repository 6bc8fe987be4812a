import { defineModule } from '../define-module';

// Skeleton: replaced by the issue 16 build.
export const blogModule = defineModule({
  name: 'blog',
  services: () => ({}),
});
