import type { LucideIcon } from 'lucide-react';
import * as NAV_ICON_SET from './nav-icon-set';

/**
 * The sidebar's icons, by the name a route-table entry gives (`icon: 'Truck'`). Only the signed-in shell draws them,
 * so they load with its chunk (through nav-items.ts), not with the entry every public page downloads.
 */
export const NAV_ICONS = NAV_ICON_SET satisfies Record<string, LucideIcon>;

export type NavIconName = keyof typeof NAV_ICONS;
