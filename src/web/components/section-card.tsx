import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card';

/** A titled card section (order detail, confirmation, checkout). */
export function SectionCard({
  title,
  children,
  className,
  contentClassName,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  contentClassName?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader className="p-4 pb-3 sm:p-6 sm:pb-3">
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent className={cn('p-4 pt-0 sm:p-6 sm:pt-0', contentClassName)}>{children}</CardContent>
    </Card>
  );
}
