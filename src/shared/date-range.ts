/** Said under a list's or a report's "To" date while the range ends before it starts. */
export const REVERSED_RANGE_MESSAGE = 'The “To” date is before the “From” date.';
