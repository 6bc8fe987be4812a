/** Business constants of PRODUCT-SPEC section 9, in one place. */

export const SESSION = {
  idleTimeoutMs: 30 * 60_000,
  idleWarningBeforeMs: 5 * 60_000,
  activityDebounceMs: 30_000,
  refreshThresholdMs: 10 * 60_000,
  authLoadingTimeoutMs: 3_000,
  profileCacheMs: 5 * 60_000,
  tokenRefreshBackoffStartMs: 200,
  apiTimeoutMs: 10_000,
} as const;

export const NOTIFICATIONS = { pollMs: 10_000, pageSize: 50, toastMs: 5_000, latestCount: 5 } as const;

export const TOASTER = {
  visibleToasts: 3,
  duration: 4_000,
  width: 356,
  gap: 14,
  position: 'bottom-right',
  hotkey: ['altKey', 'KeyT'],
} as const;

export const UPLOADS = {
  maxBytes: 5_242_880,
  extensions: ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'],
  /** Images: the most pixels a header may declare (40 MP: any phone photo fits; a decompression bomb does not). */
  maxImagePixels: 40_000_000,
  /** Per user, over every image upload (avatar, product, brand): at most quotaFiles files and quotaBytes bytes per window. */
  quotaWindowSeconds: 600,
  quotaFiles: 20,
  quotaBytes: 26_214_400,
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_RESET_INTERVAL_MS = 60_000;

export const SUPPLIER_PERMISSION_RETRY = { attempts: 3, delayMs: 1_000, autoRetryAfterMs: 2_000 } as const;

export const DEMO_PASSWORD = 'demo123';
export const DEMO_ACCOUNTS = [
  { label: 'Franchisor Demo', email: 'franchisor@demo.com', fullName: 'John Franchisor', role: 'franchisor' },
  { label: 'Finance Approver Demo', email: 'finance@demo.com', fullName: 'Fiona Finance', role: 'franchisor' },
  { label: 'Franchisee Demo', email: 'franchisee@demo.com', fullName: 'Maria Franchisee', role: 'franchisee' },
  { label: 'Admin Demo', email: 'admin@demo.com', fullName: 'Admin User', role: 'admin' },
] as const;

export const PERFORMANCE = {
  slowQueryMs: 1_500,
  lcp: { good: 2_500, poor: 4_000 },
  fid: { good: 100, poor: 300 },
  cls: { good: 0.1, poor: 0.25 },
} as const;

export const CONTACT = {
  office: 'Makati, Philippines',
  coordinates: { lat: 14.56, lng: 121.03 },
  hours: ['Mon-Fri 8AM-6PM', 'Sat 9AM-4PM', 'Sun closed'],
} as const;
