import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { initialsOf } from '../initials';

const SIZES = { sm: 'size-8 text-xs', md: 'size-12 text-base', lg: 'size-20 text-2xl' } as const;

/**
 * The person's photo, or their initials on a tinted circle when there is none (or it fails to load).
 * Decorative by default: the name is always written next to it.
 */
export function UserAvatar({
  fullName,
  email,
  avatarUrl,
  size = 'md',
  className,
}: {
  fullName: string;
  email: string;
  avatarUrl: string | null;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  // Remember which URL failed, so a new photo gets its own chance.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showPhoto = avatarUrl && failedUrl !== avatarUrl;
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800',
        SIZES[size],
        className,
      )}
    >
      {showPhoto ? (
        <img src={avatarUrl} alt="" className="size-full object-cover" onError={() => setFailedUrl(avatarUrl)} />
      ) : (
        initialsOf(fullName, email)
      )}
    </span>
  );
}
