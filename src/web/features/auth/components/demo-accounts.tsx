import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';

/** One-click sign-in for the seeded demo accounts; shown only when the server says they exist. */
export function DemoAccounts({ onPick, disabled }: { onPick: (email: string, password: string) => void; disabled?: boolean }) {
  return (
    <section aria-labelledby="demo-accounts-heading" className="grid gap-3 border-t border-border pt-5">
      <h2 id="demo-accounts-heading" className="text-sm font-medium text-muted-foreground">
        Try a demo account
      </h2>
      <div className="grid gap-2">
        {DEMO_ACCOUNTS.map((account) => (
          <Button
            key={account.email}
            variant="outline"
            size="sm"
            disabled={disabled}
            title={account.email}
            onClick={() => onPick(account.email, DEMO_PASSWORD)}
          >
            {account.label}
          </Button>
        ))}
      </div>
    </section>
  );
}
