import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { MailCheck } from 'lucide-react';
import { toast } from 'sonner';
import { PageHeader } from '../components/page-header';
import { Alert, AlertDescription } from '../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { cn } from '../lib/cn';
import { useSession } from '../features/auth/get-session';
import { EmailChangeForm } from '../features/account-security/components/email-change-form';
import { IdentitiesList } from '../features/account-security/components/identities-list';
import { PasswordChangeForm } from '../features/account-security/components/password-change-form';
import { SessionsList } from '../features/account-security/components/sessions-list';
import { TwoFactorRequiredBanner } from '../features/account-security/components/two-factor-required-banner';
import { TwoFactorSection } from '../features/account-security/components/two-factor-section';
import { AvatarEditor } from '../features/profile/components/avatar-editor';
import { MyLocations } from '../features/profile/components/my-locations';
import { NoNetworkNotice } from '../features/profile/components/no-network-notice';
import { PhoneCardContent } from '../features/profile/components/phone-card-content';
import { PreferencesForm } from '../features/profile/components/preferences-form';
import { ProfileDetails } from '../features/profile/components/profile-details';
import { ProfileForm } from '../features/profile/components/profile-form';
import { useProfile } from '../features/profile/get-profile';

function Section({
  id,
  title,
  description,
  children,
  className,
}: {
  id?: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card id={id} className={cn('scroll-mt-20', className)} aria-labelledby={id ? `${id}-title` : undefined}>
      <CardHeader className="p-4 pb-3 sm:p-6 sm:pb-4">
        <CardTitle id={id ? `${id}-title` : undefined}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="px-4 pb-4 sm:px-6 sm:pb-6">{children}</CardContent>
    </Card>
  );
}

/**
 * /profile, for every signed-in user: the account, locations (franchisee) or the "not linked yet"
 * notice (user), preferences, phone, e-mail, password, two-factor, sessions and sign-in methods.
 */
export function ProfilePage() {
  const session = useSession().data;
  const profile = useProfile(session?.user).data ?? session?.user;
  const [params, setParams] = useSearchParams();
  const twoFactor = session?.twoFactor ?? { enabled: false, mustEnroll: false };
  const enrolRequested = params.get('enroll') === 'two-factor';
  const { emailChanged, linkResult } = useLandingNotices(params, setParams);
  const twoFactorRef = useRef<HTMLDivElement>(null);
  // Where the two-factor card sits is decided once per visit: moving it when enrolment completes
  // would remount it and lose the backup codes it is about to show.
  const [enrolFirst] = useState(twoFactor.mustEnroll);

  // Required enrolment puts the card at the top instead; a plain ?enroll=two-factor link scrolls to it.
  useEffect(() => {
    if (enrolRequested && !enrolFirst) twoFactorRef.current?.scrollIntoView({ block: 'start' });
  }, [enrolRequested, enrolFirst]);

  // The guard only renders this page for a signed-in session, so the profile is present.
  if (!profile) return null;

  const twoFactorCard = (
    <div ref={twoFactorRef} className="scroll-mt-20">
      <Section id="two-factor" title="Two-factor authentication" className={cn('h-full', twoFactor.mustEnroll && 'ring-2 ring-warning')}>
        <TwoFactorSection enabled={twoFactor.enabled} required={twoFactor.mustEnroll} account={profile.email} />
      </Section>
    </div>
  );

  return (
    <section className="grid gap-6">
      <PageHeader title="Profile" description="Your account, how you sign in, and where you are signed in." />
      {twoFactor.mustEnroll ? <TwoFactorRequiredBanner /> : null}
      {enrolFirst ? twoFactorCard : null}
      {emailChanged ? (
        <Alert variant="success">
          <MailCheck aria-hidden className="mt-0.5 shrink-0" />
          <AlertDescription>Your e-mail address was changed. Sign in with {profile.email} from now on.</AlertDescription>
        </Alert>
      ) : null}
      {linkResult === 'failed' ? (
        <Alert variant="destructive">
          <AlertDescription>Your account could not be linked. Please try again, or ask head office if it keeps failing.</AlertDescription>
        </Alert>
      ) : null}
      {profile.role === 'user' ? <NoNetworkNotice /> : null}

      <Section title="Account" description="How you appear to head office and in order history.">
        <div className="grid gap-6">
          <AvatarEditor profile={profile} />
          <ProfileDetails profile={profile} />
          <ProfileForm fullName={profile.fullName} />
        </div>
      </Section>

      {profile.role === 'franchisee' ? (
        <Section title="My locations" description="The franchise locations on your account. Head office keeps these details up to date.">
          <MyLocations />
        </Section>
      ) : null}

      <Section title="Time zone and display">
        <PreferencesForm profile={profile} />
      </Section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Mobile number" description="A verified number can be used instead of your e-mail to sign in.">
          <PhoneCardContent profile={profile} />
        </Section>
        <Section title="E-mail">
          <EmailChangeForm currentEmail={profile.email} />
        </Section>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Password">
          <PasswordChangeForm account={profile.email} />
        </Section>
        {enrolFirst ? null : twoFactorCard}
      </div>

      <Section title="Where you're signed in" description="Sign out any device you don't recognise.">
        <SessionsList />
      </Section>

      <Section title="Sign-in methods" description="The ways you can sign in to this account.">
        <IdentitiesList />
      </Section>
    </section>
  );
}

type LandingNotices = { emailChanged: boolean; linkResult: 'linked' | 'failed' | null };

/**
 * One-time notices for links that land here: ?emailChanged=1 (the e-mail confirmation link) and
 * ?linked=oidc / ?linkError=oidc (back from the provider after linking). Read once, toasted once, then
 * taken out of the address so a reload does not repeat them; the banners stay for this visit.
 */
function useLandingNotices(params: URLSearchParams, setParams: ReturnType<typeof useSearchParams>[1]): LandingNotices {
  const [notices] = useState<LandingNotices>(() => ({
    emailChanged: params.get('emailChanged') === '1',
    linkResult: params.get('linkError') ? 'failed' : params.get('linked') ? 'linked' : null,
  }));
  const clear = useRef(setParams);
  useEffect(() => {
    if (notices.emailChanged) toast.success('E-mail address changed', { id: 'email-changed' });
    if (notices.linkResult === 'linked') toast.success('Sign-in method linked', { id: 'identity-linked' });
    if (!notices.emailChanged && !notices.linkResult) return;
    clear.current(
      (p) => {
        for (const name of ['emailChanged', 'linked', 'linkError', 'error']) p.delete(name);
        return p;
      },
      { replace: true },
    );
  }, [notices]);
  return notices;
}
