import type { Flags } from '../../../../../shared/diagnostics.contracts';
import { PILL_TONES, StatusPill } from '../../../../components/ui/status-pill';
import { SectionCard } from '../../../../components/section-card';

const FLAGS: { key: 'chatSupport' | 'analytics' | 'errorReporting'; label: string }[] = [
  { key: 'chatSupport', label: 'Chat support' },
  { key: 'analytics', label: 'Analytics (web vitals)' },
  { key: 'errorReporting', label: 'Error reporting' },
];

/** The spec's feature flags as the server's configuration sets them, and the build it runs. */
export function FlagsCard({ flags }: { flags: Flags }) {
  return (
    <SectionCard title="Feature flags">
      <dl className="grid gap-2 text-sm">
        {FLAGS.map(({ key, label }) => (
          <div key={key} className="flex items-center justify-between gap-3">
            <dt>{label}</dt>
            <dd>
              <StatusPill
                kind={null}
                status={flags[key] ? 'on' : 'off'}
                label={flags[key] ? 'On' : 'Off'}
                tone={flags[key] ? PILL_TONES.good : PILL_TONES.neutral}
              />
            </dd>
          </div>
        ))}
        <div className="flex items-center justify-between gap-3 border-t border-border pt-2">
          <dt>Build</dt>
          <dd className="min-w-0 font-mono text-xs [overflow-wrap:anywhere]">{flags.buildVersion}</dd>
        </div>
      </dl>
    </SectionCard>
  );
}
