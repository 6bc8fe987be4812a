import { describe, expect, it } from 'vitest';
import { allowedRedirect, loginPathFor, postAuthTarget } from './redirect-target';

describe('allowedRedirect', () => {
  it('accepts a route the role may open, keeping the query', () => {
    expect(allowedRedirect('/orders/42?tab=items', 'franchisee')).toBe('/orders/42?tab=items');
    expect(allowedRedirect('/profile', 'user')).toBe('/profile');
    expect(allowedRedirect('/dashboard', 'admin')).toBe('/dashboard');
  });
  it('refuses routes of another role, guest pages and auth pages', () => {
    expect(allowedRedirect('/order-approvals', 'franchisee')).toBeNull();
    expect(allowedRedirect('/signup', 'franchisor')).toBeNull();
    expect(allowedRedirect('/login', 'franchisor')).toBeNull();
  });
  it('checks supplier permissions', () => {
    expect(allowedRedirect('/suppliers', 'admin')).toBe('/suppliers');
    expect(allowedRedirect('/suppliers/create', 'admin')).toBeNull();
    expect(allowedRedirect('/suppliers/create', 'franchisor')).toBe('/suppliers/create');
    expect(allowedRedirect('/suppliers', 'franchisee')).toBeNull();
  });
  it('refuses other sites and unknown paths', () => {
    expect(allowedRedirect('https://evil.example/profile', 'user')).toBeNull();
    expect(allowedRedirect('//evil.example/profile', 'user')).toBeNull();
    expect(allowedRedirect('/\\evil.example', 'user')).toBeNull();
    expect(allowedRedirect('/no-such-page', 'user')).toBeNull();
    expect(allowedRedirect(null, 'user')).toBeNull();
  });
});

describe('postAuthTarget', () => {
  it('falls back to the server redirectTo, then the role home', () => {
    expect(postAuthTarget('/order-approvals', { role: 'franchisee' }, '/franchisee-dashboard')).toBe('/franchisee-dashboard');
    expect(postAuthTarget(null, { role: 'admin' })).toBe('/iam-management');
    expect(postAuthTarget('/cart', { role: 'franchisee' }, '/franchisee-dashboard')).toBe('/cart');
  });
});

describe('loginPathFor', () => {
  it('carries path and search in the redirect parameter', () => {
    expect(loginPathFor({ pathname: '/orders', search: '?page=2' })).toBe('/login?redirect=%2Forders%3Fpage%3D2');
    expect(loginPathFor({ pathname: '/', search: '' })).toBe('/login');
  });
});
