import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from './ui/card';

/** Centred card used by the sign-in, sign-up and password pages; its title is the page's h1. */
export function AuthCard({
  title,
  description,
  children,
  footer,
  above,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  above?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      {above}
      <Card>
        <CardHeader>
          {/* CardTitle's classes at the larger size, without a text-xl for tailwind-merge to drop (lib/cn.ts). */}
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
      {footer ? <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div> : null}
    </div>
  );
}
