import type { Kernel } from '../../context';
import type { Notifier } from '../notifications/notifier';
import { defineModule } from '../define-module';
import { createAnnouncementsService } from './announcements.service';
import { announcementRoutes } from './announcements.routes';

export const announcementsModule = defineModule({
  name: 'announcements',
  services: ({ db, notifier }: Pick<Kernel, 'db'> & { notifier: Notifier }) => ({
    announcementsService: createAnnouncementsService({ db, notifier }),
  }),
  routes: announcementRoutes,
});
