import { Link, useSearchParams } from 'react-router';
import { Megaphone, Settings } from 'lucide-react';
import { PageHeader } from '../components/page-header';
import { Button } from '../components/ui/button';
import { useAuthState } from '../app/use-auth-state';
import { AnnouncementsPanel } from '../features/notifications/components/announcements-panel';
import { MarkAllReadButton } from '../features/notifications/components/mark-all-read-button';
import { NotificationFilters } from '../features/notifications/components/notification-filters';
import { NotificationList } from '../features/notifications/components/notification-list';
import { filtersFromSearch, filtersToSearch } from '../features/notifications/filters-search';
import { useUnreadCount } from '../features/notifications/get-unread-count';
import { cn } from '../lib/cn';

/** /notifications: the notification centre; head office also writes announcements here. */
export function NotificationsPage() {
  const auth = useAuthState();
  const isFranchisor = auth.status === 'signedIn' && auth.user.role === 'franchisor';
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const unread = useUnreadCount().data?.count;

  return (
    <section>
      <PageHeader
        title="Notifications"
        description={unread === undefined ? 'Order updates, stock alerts and announcements.' : `${unread} unread`}
        actions={
          <>
            <MarkAllReadButton />
            <Button asChild variant="ghost">
              <Link to="/notification-settings">
                <Settings aria-hidden />
                Settings
              </Link>
            </Button>
            {isFranchisor ? (
              // On narrow screens the announcement form sits below the list: this jumps there.
              <Button asChild variant="ghost" className="xl:hidden">
                <a href="#send-announcement">
                  <Megaphone aria-hidden />
                  Write an announcement
                </a>
              </Button>
            ) : null}
          </>
        }
      />
      <div className={cn('grid gap-8', isFranchisor && 'xl:grid-cols-[minmax(0,1fr)_26rem]')}>
        <div className="grid content-start gap-4">
          <h2 className="sr-only">Your notifications</h2>
          <NotificationFilters filters={filters} onChange={(next) => setSearchParams(filtersToSearch(next), { replace: true })} />
          <NotificationList filters={filters} />
        </div>
        {isFranchisor ? <AnnouncementsPanel /> : null}
      </div>
    </section>
  );
}
