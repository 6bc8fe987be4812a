import type { Preferences, PreferencesUpdate } from '../../../../shared/notifications.contracts';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import { useNotificationPreferences } from '../get-notification-preferences';
import { useUpdateNotificationPreferences } from '../update-notification-preferences';

type PreferenceKey = keyof PreferencesUpdate;

interface PreferenceRow {
  key: PreferenceKey;
  label: string;
  description: string;
}

/** How notifications reach you, then which events do. */
const GROUPS: { title: string; rows: PreferenceRow[] }[] = [
  {
    title: 'How we notify you',
    rows: [
      {
        key: 'emailNotifications',
        label: 'E-mail notifications',
        description: 'Also send the notifications you receive to your e-mail address.',
      },
      {
        key: 'pushNotifications',
        label: 'In-app notifications',
        description: 'Show notifications here in the app: the bell, this list and pop-up alerts.',
      },
    ],
  },
  {
    title: 'What we notify you about',
    rows: [
      { key: 'orderUpdates', label: 'Order updates', description: 'Orders placed, approved, rejected, shipped and delivered.' },
      { key: 'systemAnnouncements', label: 'System announcements', description: 'Announcements from head office to the network.' },
      { key: 'marketingNotifications', label: 'Marketing', description: 'Promotions, campaigns and marketing news from head office.' },
      { key: 'lowStockAlerts', label: 'Low-stock alerts', description: 'When stock of a product you carry runs low.' },
      {
        key: 'supportUpdates',
        label: 'Support request updates',
        description: 'Replies and status changes on support requests: when head office answers yours, or a ticket you handle moves.',
      },
    ],
  },
];

/** The seven switches. Each change is saved at once, on its own (PUT with just that field). */
export function PreferenceSwitches() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();

  if (preferences.isPending) {
    return <div role="status" aria-busy="true" aria-label="Loading preferences" className="h-72 animate-pulse rounded-lg bg-muted" />;
  }
  if (preferences.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
          <span>{errorMessage(preferences.error, 'Failed to load notification preferences.')}</span>
          <Button size="sm" variant="outline" onClick={() => void preferences.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const saved: Preferences = preferences.data;
  return (
    <div className="grid gap-8">
      {saved.updatedAt === null ? (
        <p className="text-sm text-muted-foreground" data-testid="preferences-defaults">
          These are the default settings: everything is on except marketing. Change any switch to save your own.
        </p>
      ) : null}
      {GROUPS.map((group) => (
        <section key={group.title} aria-labelledby={`pref-group-${group.rows[0].key}`}>
          <h2 id={`pref-group-${group.rows[0].key}`} className="mb-1 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
            {group.title}
          </h2>
          <ul className="divide-y divide-border">
            {group.rows.map((row) => (
              <li key={row.key} className="flex items-center justify-between gap-4 py-4">
                <div className="min-w-0">
                  <Label htmlFor={`pref-${row.key}`} className="text-base">
                    {row.label}
                  </Label>
                  <p id={`pref-${row.key}-description`} className="mt-1 text-sm text-muted-foreground">
                    {row.description}
                  </p>
                </div>
                <Switch
                  id={`pref-${row.key}`}
                  aria-describedby={`pref-${row.key}-description`}
                  checked={saved[row.key]}
                  onCheckedChange={(checked) => update.mutate({ [row.key]: checked })}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
