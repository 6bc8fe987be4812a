import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { AnnouncementForm } from './announcement-form';
import { RecentAnnouncements } from './recent-announcements';

/** Head office only: write an announcement, and see the ones sent recently. */
export function AnnouncementsPanel() {
  return (
    <div className="grid content-start gap-6" id="send-announcement">
      <Card>
        <CardHeader>
          <CardTitle>Send announcement</CardTitle>
          <CardDescription>Reaches the chosen people in their notifications, and by e-mail if they enabled it.</CardDescription>
        </CardHeader>
        <CardContent>
          <AnnouncementForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Recent announcements</CardTitle>
        </CardHeader>
        <CardContent>
          <RecentAnnouncements />
        </CardContent>
      </Card>
    </div>
  );
}
