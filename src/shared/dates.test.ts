import { describe, expect, it } from 'vitest';
import { composeNotification } from '../server/modules/notifications/notification-events';
import { formatCalendarDate, formatDate } from './time';

describe('one date format for pages and notification toasts (issue 11)', () => {
  it('formats a calendar date as the pages do, whatever the zone', () => {
    expect(formatCalendarDate('2026-11-27')).toBe('Nov 27, 2026');
    expect(formatDate('2026-11-27')).toBe(formatCalendarDate('2026-11-27'));
    expect(formatCalendarDate('not a date')).toBe('not a date');
  });

  it('prints the expected delivery and the due date of notifications in that format, not as YYYY-MM-DD', () => {
    const order = { id: '00000000-0000-4000-8000-000000000001', orderNumber: 'ORD-20261123-000070', totalCentavos: 33_600_00 };
    const shipped = composeNotification({
      type: 'order_shipped',
      recipientIds: [],
      order,
      carrier: 'LBC',
      trackingNumber: 'TRK1',
      estimatedDelivery: '2026-11-27',
    });
    expect(shipped.message).toBe('Shipped with LBC, tracking TRK1, expected Nov 27, 2026.');
    expect(shipped.message).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const reminder = composeNotification({
      type: 'payment_reminder',
      recipientIds: [],
      overdue: false,
      invoice: { id: 'i', invoiceNumber: 'INV-1', amountCentavos: 100_00, dueDate: '2026-12-03' },
    } as Parameters<typeof composeNotification>[0]);
    expect(reminder.message).toContain('due on Dec 3, 2026.');
  });
});
