import { describe, expect, it } from 'vitest';
import { routePattern } from './route-pattern';

describe('routePattern: the route-table pattern of a location, never the concrete URL', () => {
  it('gives static routes as they are, the root too, and ignores a trailing slash', () => {
    expect(routePattern('/')).toBe('/');
    expect(routePattern('/login')).toBe('/login');
    expect(routePattern('/blog/')).toBe('/blog');
    expect(routePattern('/test/bug-tracker')).toBe('/test/bug-tracker');
  });

  it('replaces ids by the parameter names of the table', () => {
    expect(routePattern('/orders/5f1c2d3e-0000-4000-8000-000000000001')).toBe('/orders/:orderId');
    expect(routePattern('/blog/my-first-post')).toBe('/blog/:id');
    expect(routePattern('/franchisee-training/modules/42')).toBe('/franchisee-training/modules/:moduleId');
  });

  it('prefers the static route over a parameter in the same place, as the router does', () => {
    expect(routePattern('/suppliers/create')).toBe('/suppliers/create');
    expect(routePattern('/suppliers/purchase-orders')).toBe('/suppliers/purchase-orders');
    expect(routePattern('/suppliers/abc123')).toBe('/suppliers/:id');
    expect(routePattern('/blog-management/new')).toBe('/blog-management/new');
  });

  it('falls back to the path with id-like segments replaced when the table does not know it', () => {
    expect(routePattern('/nowhere/5f1c2d3e-0000-4000-8000-000000000001/edit')).toBe('/nowhere/:id/edit');
    expect(routePattern('/nowhere/12345')).toBe('/nowhere/:id');
    expect(routePattern('/nowhere/aB3dE5gH7jK9mN1pQ')).toBe('/nowhere/:id');
    expect(routePattern('/nowhere/readable-words')).toBe('/nowhere/readable-words');
  });

  it('matches against the patterns it is given', () => {
    expect(routePattern('/a/1', ['/a/:x', '/a/1'])).toBe('/a/1');
    expect(routePattern('/a/2', ['/a/:x', '/a/1'])).toBe('/a/:x');
  });
});
