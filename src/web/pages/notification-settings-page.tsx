import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { paths } from '../../shared/routes';
import { PageHeader } from '../components/page-header';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { PreferenceSwitches } from '../features/notifications/components/preference-switches';

/** /notification-settings: which notifications you get, and how. Every switch saves on change. */
export function NotificationSettingsPage() {
  return (
    <section className="max-w-3xl">
      <PageHeader
        title="Notification Settings"
        description="Choose what you hear about and how. Changes are saved as you make them."
        actions={
          <Button asChild variant="ghost">
            <Link to={paths.notifications}>
              <ArrowLeft aria-hidden />
              Notifications
            </Link>
          </Button>
        }
      />
      <Card>
        <CardContent className="pt-6">
          <PreferenceSwitches />
        </CardContent>
      </Card>
    </section>
  );
}
