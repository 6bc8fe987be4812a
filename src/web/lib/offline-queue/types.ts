/** The body of a queued write: JSON, or one file sent as multipart/form-data under `field`. */
export type QueuedBody = { type: 'json'; value: unknown } | { type: 'file'; field: string; blob: Blob; fileName: string };

/**
 * One write waiting to reach the server. `key` is its idempotency key (created on the device when the person acted,
 * not when it is sent) and unique in the queue; `scope` groups writes for a page's "waiting to sync" (e.g.
 * `audit:<id>`, `sales:<locationId>`); `kind` selects a rule registered with registerWriteKind. `owner` is the id of
 * the user who made it: only their session sends it (a shared till's next person never replays someone else's work).
 */
export interface QueuedWrite {
  key: string;
  owner: string;
  scope: string;
  kind: string;
  method: 'POST' | 'PUT';
  url: string;
  body: QueuedBody;
  createdAt: string;
}

/** How a write settled: `ok` when the server took it (2xx) or its kind's rule counts the answer as done. */
export interface WriteOutcome {
  ok: boolean;
  status: number;
  body: unknown;
}

export type SettledListener = (write: QueuedWrite, outcome: WriteOutcome) => void;

export interface WriteKindRule {
  /**
   * Whether an answer that is not 2xx still means the write is done (e.g. a 409 for a day already stored with the
   * same figures). May answer asynchronously (it may read the stored record); a rejection counts as "not done".
   */
  isDone?(status: number, body: unknown, write: QueuedWrite): boolean | Promise<boolean>;
}
