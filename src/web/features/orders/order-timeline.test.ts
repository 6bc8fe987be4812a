import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../shared/orders.contracts';
import { buildTimeline } from './order-timeline';

type History = OrderDetail['history'];
const step = (
  fromStatus: History[number]['fromStatus'],
  toStatus: History[number]['toStatus'],
  createdAt: string,
  over: Partial<History[number]> = {},
) => ({
  fromStatus,
  toStatus,
  actorName: null,
  note: null,
  createdAt,
  ...over,
});
const SHIPMENT = { carrier: 'LBC', trackingNumber: 'LBC123456', method: 'Express', estimatedDelivery: '2025-03-07' };

describe('order timeline', () => {
  it('orders the steps oldest first (newest last) whatever order the history arrives in', () => {
    const history = [
      step('approved', 'processing', '2025-03-02T03:00:00Z'),
      step(null, 'pending_approval', '2025-03-01T01:00:00Z', { actorName: 'Franchisee Demo' }),
      step('pending_approval', 'approved', '2025-03-01T05:00:00Z', { actorName: 'Head Office' }),
    ];
    const timeline = buildTimeline({ history, shipment: null });
    expect(timeline.map((e) => e.title)).toEqual(['Order placed', 'Approved', 'Processing']);
    expect(timeline[0].actorName).toBe('Franchisee Demo');
    expect(timeline[1].actorName).toBe('Head Office');
  });

  it('drops a note that only repeats the step', () => {
    const timeline = buildTimeline({
      history: [step(null, 'pending_approval', '2025-03-01T01:00:00Z', { note: 'Order placed' })],
      shipment: null,
    });
    expect(timeline[0].note).toBeNull();
  });

  it('keeps the server order for steps with the same time', () => {
    const at = '2025-03-01T01:00:00Z';
    const timeline = buildTimeline({
      history: [step(null, 'pending_approval', at), step('pending_approval', 'cancelled', at)],
      shipment: null,
    });
    expect(timeline.map((e) => e.status)).toEqual(['pending_approval', 'cancelled']);
  });

  it('shows the reason of a rejection and of a cancellation, a plain note otherwise', () => {
    const timeline = buildTimeline({
      history: [
        step(null, 'pending_approval', '2025-03-01T01:00:00Z'),
        step('pending_approval', 'rejected', '2025-03-01T02:00:00Z', { note: 'Over budget for March' }),
      ],
      shipment: null,
    });
    expect(timeline[1]).toMatchObject({ title: 'Rejected', note: { label: 'Reason', text: 'Over budget for March' } });
    const cancelled = buildTimeline({
      history: [step('pending_approval', 'cancelled', '2025-03-01T02:00:00Z', { note: ' Ordered twice ' })],
      shipment: null,
    });
    expect(cancelled[0].note).toEqual({ label: 'Reason', text: 'Ordered twice' });
    const approved = buildTimeline({
      history: [step('pending_approval', 'approved', '2025-03-01T02:00:00Z', { note: 'OK' })],
      shipment: null,
    });
    expect(approved[0].note).toEqual({ label: 'Note', text: 'OK' });
  });

  it('puts carrier, tracking number and estimated delivery on the shipped step only', () => {
    const timeline = buildTimeline(
      {
        history: [
          step('approved', 'processing', '2025-03-02T01:00:00Z'),
          step('processing', 'shipped', '2025-03-03T01:00:00Z', { actorName: 'Warehouse' }),
          step('shipped', 'delivered', '2025-03-06T01:00:00Z'),
        ],
        shipment: SHIPMENT,
      },
      (iso) => `on ${iso}`,
    );
    expect(timeline[0].details).toEqual([]);
    expect(timeline[1].details).toEqual([
      { label: 'Carrier', value: 'LBC' },
      { label: 'Tracking number', value: 'LBC123456' },
      { label: 'Shipping method', value: 'Express' },
      { label: 'Estimated delivery', value: 'on 2025-03-07' },
    ]);
    expect(timeline[2]).toMatchObject({ title: 'Delivered', details: [] });
  });

  it('does not repeat carrier and tracking number as a note above their own fields (issue 11)', () => {
    const shipped = (note: string) =>
      buildTimeline({ history: [step('processing', 'shipped', '2025-03-03T01:00:00Z', { note })], shipment: SHIPMENT })[0];
    // The shipping service records "<carrier> <tracking number>" as the step's note.
    expect(shipped('LBC LBC123456').note).toBeNull();
    expect(shipped('LBC, LBC123456').note).toBeNull();
    expect(shipped('LBC LBC123456').details.map((d) => d.label)).toEqual([
      'Carrier',
      'Tracking number',
      'Shipping method',
      'Estimated delivery',
    ]);
    // A note that says something else stays.
    expect(shipped('Left with the guard').note).toEqual({ label: 'Note', text: 'Left with the guard' });
  });

  it('tells a step that keeps the order pending apart from placing it', () => {
    const timeline = buildTimeline({
      history: [
        step(null, 'pending_approval', '2025-03-01T01:00:00Z'),
        step('pending_approval', 'pending_approval', '2025-03-01T02:00:00Z', { note: 'First approval' }),
      ],
      shipment: null,
    });
    expect(timeline.map((e) => e.title)).toEqual(['Order placed', 'Approval recorded']);
  });
});
