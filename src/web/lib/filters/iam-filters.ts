import { searchParamsOf } from './list-query';
import { PROFILE_STATUSES, ROLES, type ProfileStatus, type Role } from '../../../shared/roles';
import { createSerializer, type inferParserType } from 'nuqs';
import {
  createLoader,
  parseAsDay,
  parseAsOneOf,
  parseAsPage,
  parseAsSearch,
  parseAsSort,
  parseAsUuid,
} from '../../components/data-table/url-state';
import { IAM_USER_SORTS, type IamUserSort } from '../../../shared/iam.contracts';
import { locationListParsers, locationUrlStateOf, type LocationListFilters } from './location-filters';

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

/**
 * The URL's keys, each bounded (junk falls back to the default). The users and audit tabs share `q` and `page`;
 * only the open tab's keys are written.
 */
export const iamListParsers = {
  tab: parseAsOneOf(IAM_TABS),
  q: parseAsSearch(100),
  role: parseAsOneOf(ROLES),
  status: parseAsOneOf(PROFILE_STATUSES),
  location: parseAsUuid,
  sort: parseAsSort(IAM_USER_SORTS, DEFAULT_USER_SORT),
  action: parseAsSearch(60),
  from: parseAsDay,
  to: parseAsDay,
  page: parseAsPage,
  ...locationListParsers,
};
export type IamUrlState = inferParserType<typeof iamListParsers>;

/** The view a URL state stands for; a tab the role may not open (Settings for admin) is Users. */
export function iamViewOf(s: IamUrlState, role: Role): IamView {
  const tab = s.tab && tabsFor(role).includes(s.tab) ? s.tab : 'users';
  return {
    tab,
    users: { search: s.q, role: s.role, status: s.status, locationId: s.location, sort: s.sort, page: s.page },
    audit: { search: s.q, action: s.action, from: s.from, to: s.to, page: s.page },
    network: { search: s.lq, brandId: s.brand, status: s.lstatus, page: s.lpage },
  };
}

const NO_IAM_URL_STATE: IamUrlState = {
  tab: null,
  q: '',
  role: null,
  status: null,
  location: null,
  sort: DEFAULT_USER_SORT,
  action: '',
  from: null,
  to: null,
  page: 1,
  lq: '',
  brand: null,
  lstatus: null,
  lpage: 1,
};

/** The URL state for a view: the open tab and its filters, every other key cleared. */
export function iamUrlStateOf(view: IamView): IamUrlState {
  const s: IamUrlState = { ...NO_IAM_URL_STATE, tab: view.tab };
  if (view.tab === 'users') {
    const f = view.users;
    Object.assign(s, { q: f.search, role: f.role, status: f.status, location: f.locationId, sort: f.sort, page: f.page });
  } else if (view.tab === 'audit') {
    const f = view.audit;
    Object.assign(s, { q: f.search, action: f.action, from: f.from, to: f.to, page: f.page });
  } else if (view.tab === 'network') {
    Object.assign(s, locationUrlStateOf(view.network));
  }
  return s;
}

const loadIamUrl = createLoader(iamListParsers);
const serializeIamUrl = createSerializer(iamListParsers);

export function iamViewFromSearch(search: URLSearchParams | string, role: Role): IamView {
  return iamViewOf(loadIamUrl(search), role);
}

export function iamViewToSearch(view: IamView): URLSearchParams {
  return new URLSearchParams(serializeIamUrl(iamUrlStateOf(view)));
}

/** The view on another tab, with that tab's filters reset. */
export function viewForTab(tab: IamTab): IamView {
  return { tab, users: NO_USER_FILTERS, audit: NO_AUDIT_FILTERS, network: { search: '', brandId: null, status: null, page: 1 } };
}

export function userListQuery(f: UserFilters): URLSearchParams {
  return searchParamsOf(
    {
      search: f.search,
      role: f.role,
      status: f.status,
      locationId: f.locationId,
      sort: f.sort !== DEFAULT_USER_SORT ? f.sort : null,
    },
    { page: f.page, size: USERS_PAGE_SIZE },
  );
}

const auditFilterParams = (f: AuditFilters) => ({ search: f.search, action: f.action, from: f.from, to: f.to });

export function auditQuery(f: AuditFilters): URLSearchParams {
  return searchParamsOf(auditFilterParams(f), { page: f.page, size: AUDIT_PAGE_SIZE });
}

export const AUDIT_CSV_PATH = '/api/iam/audit.csv';

/** "Export CSV": the whole filtered log (no paging), same filters as on screen. */
export function auditCsvHref(f: AuditFilters): string {
  const qs = searchParamsOf(auditFilterParams(f)).toString();
  return qs ? `${AUDIT_CSV_PATH}?${qs}` : AUDIT_CSV_PATH;
}
