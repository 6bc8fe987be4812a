import type { LucideIcon } from 'lucide-react';
import type { Role, SupplierPermission } from '../../shared/roles';
import { ROUTES, roleMayOpen, type RouteDef } from '../../shared/routes';
import { NAV_ICONS } from './nav-icons';
import { webRoutes } from './route-table';

export interface NavItem {
  path: string;
  title: string;
  icon: LucideIcon;
}

/** The sidebar: route-table entries marked nav that this role (and permission set) may open, with their icons. */
export function navItemsFor(role: Role, can: (p: SupplierPermission) => boolean, routes: readonly RouteDef[] = ROUTES): NavItem[] {
  return webRoutes(routes)
    .filter((r) => r.nav && roleMayOpen(r.access, role, can))
    .map((r) => ({ path: r.path, title: r.title, icon: NAV_ICONS[r.icon] }));
}
