import { describe, expect, it } from 'vitest';
import { TICKET_PAGE_SIZE } from '../../../shared/support.contracts';
import { hasMyTicketFilters, hasQueueFilters, myTicketQuery, parseAsAssignee, queueQuery } from './support-filters';
import { sourceUrlOf } from './components/help-button';
import { transitionLabel } from './components/head-office-ticket-panel';

describe('support list URL state', () => {
  it('turns the franchisee list state into the API query, leaving out empty filters', () => {
    expect(myTicketQuery({ search: '', status: null, page: 1 })).toEqual({
      search: undefined,
      status: undefined,
      limit: TICKET_PAGE_SIZE,
      offset: 0,
    });
    expect(myTicketQuery({ search: 'TKT-000001', status: 'resolved', page: 3 })).toMatchObject({
      search: 'TKT-000001',
      status: 'resolved',
      offset: 2 * TICKET_PAGE_SIZE,
    });
    expect(hasMyTicketFilters({ search: '', status: null, page: 2 })).toBe(false);
    expect(hasMyTicketFilters({ search: '', status: 'open', page: 1 })).toBe(true);
  });

  it('turns the queue state into the API query', () => {
    const state = { search: '', status: null, priority: 'Urgent', category: null, assignee: 'mine', sort: 'age', page: 1 } as const;
    const query = queueQuery(state);
    expect(query).toMatchObject({ priority: 'Urgent', assignee: 'mine', sort: 'age', offset: 0 });
    // Not sent (the API request leaves out empty filters).
    expect(query.status).toBeUndefined();
    expect(query.category).toBeUndefined();
    expect(hasQueueFilters(state)).toBe(true);
    expect(hasQueueFilters({ ...state, priority: null, assignee: null })).toBe(false);
  });

  it('accepts only unassigned, mine or an id as the assignee filter', () => {
    expect(parseAsAssignee.parse('unassigned')).toBe('unassigned');
    expect(parseAsAssignee.parse('mine')).toBe('mine');
    expect(parseAsAssignee.parse('0f286e9b-6d90-420f-a17f-2c8d570abad4')).toBe('0f286e9b-6d90-420f-a17f-2c8d570abad4');
    expect(parseAsAssignee.parse('everyone')).toBeNull();
    expect(parseAsAssignee.parse("1' or 1=1")).toBeNull();
  });
});

describe('help button and head-office actions', () => {
  it('sends the page path with its query, or the path alone when too long', () => {
    expect(sourceUrlOf('/orders', '?status=pending')).toBe('/orders?status=pending');
    const long = `?search=${'x'.repeat(400)}`;
    expect(sourceUrlOf('/orders', long)).toBe('/orders');
  });

  it('names each status change from where the ticket is', () => {
    expect(transitionLabel('open', 'in_progress')).toBe('Start work');
    expect(transitionLabel('resolved', 'in_progress')).toBe('Back to In Progress');
    expect(transitionLabel('in_progress', 'resolved')).toBe('Mark resolved');
    expect(transitionLabel('resolved', 'closed')).toBe('Close ticket');
  });
});
