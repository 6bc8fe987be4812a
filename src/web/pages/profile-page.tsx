import { PageHeader } from '../components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { useSession } from '../features/auth/get-session';
import { ProfileDetails } from '../features/profile/components/profile-details';
import { ProfileForm } from '../features/profile/components/profile-form';

export function ProfilePage() {
  // The guard only renders this page for a signed-in session, so the user is present.
  const user = useSession().data?.user;
  if (!user) return null;
  return (
    <section className="grid gap-6">
      <PageHeader title="Profile" description="Your account as the network sees it." />
      <Card>
        <CardHeader>
          <CardTitle>Account</CardTitle>
        </CardHeader>
        <CardContent>
          <ProfileDetails profile={user} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Change your name</CardTitle>
          <CardDescription>This is how you appear to head office and in order history.</CardDescription>
        </CardHeader>
        <CardContent>
          <ProfileForm fullName={user.fullName} />
        </CardContent>
      </Card>
    </section>
  );
}
