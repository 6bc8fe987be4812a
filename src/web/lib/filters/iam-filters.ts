import { PROFILE_STATUSES, ROLES, type ProfileStatus, type Role } from '../../../shared/roles';
import { parseAsPage } from '../../components/data-table/url-state';
import { IAM_USER_SORTS, type IamUserSort } from '../../../shared/iam.contracts';
import { locationFiltersFromSearch, locationFiltersToSearch, type LocationListFilters } from './location-filters';

/**
 * /iam-management keeps its tab and the open tab's filters in the URL (`?tab=users&role=admin`), so
 * Back, reload and shared links return to the same view. Switching tab drops the other tabs' filters.
 */

export const IAM_TABS = ['users', 'invitations', 'permissions', 'audit', 'network', 'settings'] as const;
export type IamTab = (typeof IAM_TABS)[number];

export const IAM_TAB_LABELS: Record<IamTab, string> = {
  users: 'Users',
  invitations: 'Invitations',
  permissions: 'Roles & permissions',
  audit: 'Audit log',
  network: 'Network',
  settings: 'Settings',
};

/** Settings (require two-factor for head office) is the franchisor's alone. */
export function tabsFor(role: Role): IamTab[] {
  return IAM_TABS.filter((tab) => tab !== 'settings' || role === 'franchisor');
}

export const USERS_PAGE_SIZE = 25;
export const AUDIT_PAGE_SIZE = 50;

export interface UserFilters {
  search: string;
  role: Role | null;
  status: ProfileStatus | null;
  locationId: string | null;
  sort: IamUserSort;
  page: number;
}

export interface AuditFilters {
  search: string;
  action: string;
  from: string | null;
  to: string | null;
  page: number;
}

export interface IamView {
  tab: IamTab;
  users: UserFilters;
  audit: AuditFilters;
  network: LocationListFilters;
}

export const DEFAULT_USER_SORT: IamUserSort = 'name_asc';
export const NO_USER_FILTERS: UserFilters = { search: '', role: null, status: null, locationId: null, sort: DEFAULT_USER_SORT, page: 1 };
export const NO_AUDIT_FILTERS: AuditFilters = { search: '', action: '', from: null, to: null, page: 1 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | null =>
  v !== null && (list as readonly string[]).includes(v) ? (v as T) : null;
/** Bounded like every list page in the URL (see the list kit): junk or a huge number is page 1. */
const pageOf = (v: string | null) => (v === null ? 1 : (parseAsPage.parse(v) ?? 1));

export function iamViewFromSearch(search: URLSearchParams, role: Role): IamView {
  const tab = oneOf(tabsFor(role), search.get('tab')) ?? 'users';
  const locationId = search.get('location');
  const from = search.get('from');
  const to = search.get('to');
  return {
    tab,
    users: {
      search: (search.get('q') ?? '').trim().slice(0, 100),
      role: oneOf(ROLES, search.get('role')),
      status: oneOf(PROFILE_STATUSES, search.get('status')),
      locationId: locationId && UUID.test(locationId) ? locationId : null,
      sort: oneOf(IAM_USER_SORTS, search.get('sort')) ?? DEFAULT_USER_SORT,
      page: pageOf(search.get('page')),
    },
    audit: {
      search: (search.get('q') ?? '').trim().slice(0, 100),
      action: (search.get('action') ?? '').trim().slice(0, 60),
      from: from && DATE.test(from) ? from : null,
      to: to && DATE.test(to) ? to : null,
      page: pageOf(search.get('page')),
    },
    network: locationFiltersFromSearch(search),
  };
}

export function iamViewToSearch(view: IamView): URLSearchParams {
  const s = new URLSearchParams();
  s.set('tab', view.tab);
  if (view.tab === 'users') {
    const f = view.users;
    if (f.search) s.set('q', f.search);
    if (f.role) s.set('role', f.role);
    if (f.status) s.set('status', f.status);
    if (f.locationId) s.set('location', f.locationId);
    if (f.sort !== DEFAULT_USER_SORT) s.set('sort', f.sort);
    if (f.page > 1) s.set('page', String(f.page));
  } else if (view.tab === 'audit') {
    const f = view.audit;
    if (f.search) s.set('q', f.search);
    if (f.action) s.set('action', f.action);
    if (f.from) s.set('from', f.from);
    if (f.to) s.set('to', f.to);
    if (f.page > 1) s.set('page', String(f.page));
  } else if (view.tab === 'network') {
    locationFiltersToSearch(view.network, s);
  }
  return s;
}

/** The view on another tab, with that tab's filters reset. */
export function viewForTab(tab: IamTab): IamView {
  return { tab, users: NO_USER_FILTERS, audit: NO_AUDIT_FILTERS, network: { search: '', brandId: null, status: null, page: 1 } };
}

export function userListQuery(f: UserFilters): URLSearchParams {
  const q = new URLSearchParams();
  if (f.search) q.set('search', f.search);
  if (f.role) q.set('role', f.role);
  if (f.status) q.set('status', f.status);
  if (f.locationId) q.set('locationId', f.locationId);
  if (f.sort !== DEFAULT_USER_SORT) q.set('sort', f.sort);
  q.set('limit', String(USERS_PAGE_SIZE));
  q.set('offset', String((f.page - 1) * USERS_PAGE_SIZE));
  return q;
}

function auditFilterParams(f: AuditFilters): URLSearchParams {
  const q = new URLSearchParams();
  if (f.search) q.set('search', f.search);
  if (f.action) q.set('action', f.action);
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  return q;
}

export function auditQuery(f: AuditFilters): URLSearchParams {
  const q = auditFilterParams(f);
  q.set('limit', String(AUDIT_PAGE_SIZE));
  q.set('offset', String((f.page - 1) * AUDIT_PAGE_SIZE));
  return q;
}

export const AUDIT_CSV_PATH = '/api/iam/audit.csv';

/** "Export CSV": the whole filtered log (no paging), same filters as on screen. */
export function auditCsvHref(f: AuditFilters): string {
  const qs = auditFilterParams(f).toString();
  return qs ? `${AUDIT_CSV_PATH}?${qs}` : AUDIT_CSV_PATH;
}
