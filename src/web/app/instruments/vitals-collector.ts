import { DIAGNOSTICS_API, VITAL_LIMITS, type VitalMetric } from '../../../shared/diagnostics-info';

/** One sample of POST /api/diagnostics/vitals (ZVitalsReport): the route is the page's route-table pattern. */
export interface VitalSample {
  route: string;
  metric: VitalMetric;
  value: number;
}

/**
 * Collects a page's samples and sends them together when the page is hidden or left (the moment web-vitals
 * reports LCP, INP and CLS final values), at most VITAL_LIMITS.samplesPerReport per request.
 */
export function createVitalsCollector(send: (body: string) => void) {
  let samples: VitalSample[] = [];
  return {
    add(sample: VitalSample): void {
      if (!Number.isFinite(sample.value) || sample.value < 0) return;
      samples.push({ ...sample, value: Math.min(sample.value, 600_000) });
    },
    flush(): void {
      const batch = samples;
      samples = [];
      for (let i = 0; i < batch.length; i += VITAL_LIMITS.samplesPerReport) {
        try {
          send(JSON.stringify({ samples: batch.slice(i, i + VITAL_LIMITS.samplesPerReport) }));
        } catch {
          // Measurements are best effort: a failed send is dropped, never an error of the page.
        }
      }
    },
    pending: () => samples.length,
  };
}

/**
 * sendBeacon survives the page being closed; its JSON travels as text/plain (no preflight), which the vitals endpoint
 * accepts. Where the beacon is missing or refuses (queue full), a keepalive fetch does the same.
 */
export function beaconSender(nav: Pick<Navigator, 'sendBeacon'> | undefined = globalThis.navigator, fetchImpl?: typeof fetch) {
  return (body: string): void => {
    if (nav?.sendBeacon?.(DIAGNOSTICS_API.vitals, body)) return;
    void (fetchImpl ?? fetch)(DIAGNOSTICS_API.vitals, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body,
    }).catch(() => undefined);
  };
}
