import { describe, expect, it, vi } from 'vitest';
import { VITAL_LIMITS } from '../../../shared/diagnostics-info';
import { beaconSender, createVitalsCollector } from './vitals-collector';
import { flagsLoader } from './flags';

describe('vitals collector', () => {
  it('sends nothing until flushed, then everything once', () => {
    const send = vi.fn();
    const vitals = createVitalsCollector(send);
    vitals.add({ route: '/login', metric: 'LCP', value: 1234.5 });
    vitals.add({ route: '/login', metric: 'CLS', value: 0.02 });
    expect(send).not.toHaveBeenCalled();
    vitals.flush();
    vitals.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(send.mock.calls[0][0] as string)).toEqual({
      samples: [
        { route: '/login', metric: 'LCP', value: 1234.5 },
        { route: '/login', metric: 'CLS', value: 0.02 },
      ],
    });
  });

  it(`splits into requests of at most ${VITAL_LIMITS.samplesPerReport} samples`, () => {
    const send = vi.fn();
    const vitals = createVitalsCollector(send);
    for (let i = 0; i < VITAL_LIMITS.samplesPerReport * 2 + 3; i++) vitals.add({ route: '/', metric: 'INP', value: i });
    vitals.flush();
    const sizes = send.mock.calls.map(([b]) => (JSON.parse(b as string) as { samples: unknown[] }).samples.length);
    expect(sizes).toEqual([VITAL_LIMITS.samplesPerReport, VITAL_LIMITS.samplesPerReport, 3]);
  });

  it('drops values the server would refuse and survives a failing send', () => {
    const send = vi.fn(() => {
      throw new Error('beacon broke');
    });
    const vitals = createVitalsCollector(send);
    vitals.add({ route: '/', metric: 'LCP', value: Number.NaN });
    vitals.add({ route: '/', metric: 'LCP', value: -1 });
    expect(vitals.pending()).toBe(0);
    vitals.add({ route: '/', metric: 'LCP', value: 10 });
    expect(() => vitals.flush()).not.toThrow();
  });

  it('uses sendBeacon, and a keepalive fetch when the beacon is refused or missing', () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 202 }));
    const sendBeacon = vi.fn(() => true);
    beaconSender({ sendBeacon }, fetchImpl)('{"samples":[]}');
    expect(sendBeacon).toHaveBeenCalledWith('/api/diagnostics/vitals', '{"samples":[]}');
    expect(fetchImpl).not.toHaveBeenCalled();
    beaconSender({ sendBeacon: () => false }, fetchImpl)('{"x":1}');
    beaconSender(undefined, fetchImpl)('{"x":2}');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/diagnostics/vitals',
      expect.objectContaining({ keepalive: true, method: 'POST', body: '{"x":1}' }),
    );
  });
});

describe('flags', () => {
  it('asks once, and reads anything but a clear yes as off', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ errorReporting: true, analytics: 'yes', chatSupport: true, buildVersion: '1' }));
    const flags = flagsLoader(fetchImpl);
    expect(await flags()).toEqual({ errorReporting: true, analytics: false });
    await flags();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('/api/diagnostics/flags', expect.anything());
  });

  it('switches both off when the flags cannot be read', async () => {
    expect(await flagsLoader(async () => new Response('nope', { status: 500 }))()).toEqual({ errorReporting: false, analytics: false });
    expect(await flagsLoader(() => Promise.reject(new Error('offline')))()).toEqual({ errorReporting: false, analytics: false });
  });
});
