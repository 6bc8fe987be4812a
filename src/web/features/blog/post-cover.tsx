import { Newspaper } from 'lucide-react';

/**
 * A post's cover at a fixed 16 : 9, so the card or article does not move when the image arrives; a post without one
 * gets a quiet panel of the same size. The image is decoration (the title says what the post is).
 */
export function PostCover({ url, eager = false, className = '' }: { url: string | null; eager?: boolean; className?: string }) {
  return (
    <div className={`aspect-video w-full overflow-hidden bg-muted ${className}`}>
      {url ? (
        <img
          src={url}
          alt=""
          width={1200}
          height={675}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full items-center justify-center bg-gradient-to-br from-brand-50 to-brand-100">
          <Newspaper aria-hidden className="size-10 text-brand-700" />
        </div>
      )}
    </div>
  );
}
