import { describe, expect, it } from 'vitest';
import {
  auditCsvHref,
  auditQuery,
  iamViewFromSearch,
  iamViewToSearch,
  NO_USER_FILTERS,
  tabsFor,
  userListQuery,
  viewForTab,
} from '../../lib/filters/iam-filters';
import { grantableRoles, manageRefusal, mayManageUser } from './iam-rules';
import { actionLabel, describeUserAgent, identityLabel, prettyJson } from './iam-format';

const LOC = '0b5e8c8e-2f7a-4a43-9d3a-0c1f6f0a1b2c';

describe('IAM console URL state', () => {
  it('reads the tab and its filters, ignoring junk', () => {
    const view = iamViewFromSearch(
      new URLSearchParams(`tab=users&q= ana &role=franchisee&status=bogus&location=${LOC}&page=3`),
      'franchisor',
    );
    expect(view.tab).toBe('users');
    expect(view.users).toEqual({ search: 'ana', role: 'franchisee', sort: 'name_asc', status: null, locationId: LOC, page: 3 });
    expect(iamViewFromSearch(new URLSearchParams('tab=nope&page=-1'), 'admin').tab).toBe('users');
  });

  it('hides Settings from admin (and falls back to Users when asked for it)', () => {
    expect(tabsFor('admin')).not.toContain('settings');
    expect(tabsFor('franchisor')).toContain('settings');
    expect(iamViewFromSearch(new URLSearchParams('tab=settings'), 'admin').tab).toBe('users');
  });

  it('writes only the open tab’s filters and round-trips them', () => {
    const view = iamViewFromSearch(
      new URLSearchParams('tab=audit&q=x&action=user.status&from=2026-01-01&to=2026-02-01&page=2'),
      'franchisor',
    );
    const search = iamViewToSearch(view);
    expect(search.toString()).toBe('tab=audit&q=x&action=user.status&from=2026-01-01&to=2026-02-01&page=2');
    expect(iamViewFromSearch(search, 'franchisor')).toEqual(view);
    expect(iamViewToSearch(viewForTab('permissions')).toString()).toBe('tab=permissions');
  });

  it('keeps the network tab’s location filters under their own keys', () => {
    const view = iamViewFromSearch(new URLSearchParams(`tab=network&lq=mkt&brand=${LOC}&lstatus=open&lpage=2`), 'admin');
    expect(view.network).toEqual({ search: 'mkt', brandId: LOC, status: 'open', page: 2 });
    expect(iamViewToSearch(view).get('lstatus')).toBe('open');
  });

  it('turns pages into limit/offset and the CSV link carries the filters without paging', () => {
    expect(userListQuery({ search: '', role: 'admin', status: null, locationId: null, sort: 'name_asc', page: 2 }).toString()).toBe(
      'role=admin&limit=25&offset=25',
    );
    expect(userListQuery({ ...NO_USER_FILTERS, sort: 'last_sign_in_desc' }).toString()).toBe('sort=last_sign_in_desc&limit=25&offset=0');
    // An unknown sort in the URL is ignored, and a huge page is page 1.
    expect(iamViewFromSearch(new URLSearchParams('tab=users&sort=email_asc&page=99999999999'), 'admin').users).toEqual(NO_USER_FILTERS);
    const audit = { search: 'ana', action: '', from: '2026-01-01', to: null, page: 3 };
    expect(auditQuery(audit).toString()).toBe('search=ana&from=2026-01-01&limit=50&offset=100');
    expect(auditCsvHref(audit)).toBe('/api/iam/audit.csv?search=ana&from=2026-01-01');
    expect(auditCsvHref({ search: '', action: '', from: null, to: null, page: 1 })).toBe('/api/iam/audit.csv');
  });
});

describe('what the console offers', () => {
  const franchisor = { id: 'f', role: 'franchisor' as const };
  const admin = { id: 'a', role: 'admin' as const };

  it('only a franchisor grants head-office roles', () => {
    expect(grantableRoles('franchisor')).toEqual(['franchisor', 'admin', 'franchisee', 'user']);
    expect(grantableRoles('admin')).toEqual(['franchisee', 'user']);
    expect(grantableRoles('franchisee')).toEqual([]);
  });

  it('nobody acts on themselves; admin acts on franchisee and user accounts only', () => {
    expect(mayManageUser(franchisor, { id: 'f', role: 'franchisor' })).toBe(false);
    expect(mayManageUser(franchisor, { id: 'x', role: 'admin' })).toBe(true);
    expect(mayManageUser(admin, { id: 'x', role: 'franchisor' })).toBe(false);
    expect(mayManageUser(admin, { id: 'x', role: 'admin' })).toBe(false);
    expect(mayManageUser(admin, { id: 'x', role: 'franchisee' })).toBe(true);
    expect(manageRefusal(admin, { id: 'a', role: 'admin' })).toMatch(/your own account/);
    expect(manageRefusal(admin, { id: 'x', role: 'franchisor' })).toMatch(/franchisee and user accounts only/);
  });
});

describe('IAM wording', () => {
  it('describes devices, identities and actions', () => {
    expect(
      describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'),
    ).toBe('Chrome on Windows');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(describeUserAgent(null)).toBe('Unknown device');
    expect(identityLabel('credential')).toBe('Password');
    expect(identityLabel('head-office_sso')).toBe('Head Office Sso');
    expect(actionLabel('user.status_changed')).toBe('User status changed');
  });

  it('pretty-prints before/after values', () => {
    expect(prettyJson(null)).toBe('—');
    expect(prettyJson({ status: 'active' })).toBe('{\n  "status": "active"\n}');
    expect(prettyJson('{"a":1}')).toBe('{\n  "a": 1\n}');
  });
});
