/** The unread marker: a dot for the eye, the word for screen readers. */
export function UnreadDot() {
  return (
    <span className="inline-flex shrink-0 items-center" data-testid="unread-dot">
      <span aria-hidden className="size-2 rounded-full bg-primary" />
      <span className="sr-only">Unread</span>
    </span>
  );
}
