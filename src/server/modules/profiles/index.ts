import type { Kernel } from '../../context';
import { defineModule } from '../define-module';
import { createProfileService } from './profiles.service';
import { profileRoutes } from './profiles.routes';

export const profilesModule = defineModule({
  name: 'profiles',
  services: ({ db }: Pick<Kernel, 'db'>) => ({ profiles: createProfileService(db) }),
  routes: profileRoutes,
});
