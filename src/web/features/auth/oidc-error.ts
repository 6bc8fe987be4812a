/** What /login?error=oidc&message=… says when the external provider's sign-in failed; null otherwise. */
export function oidcErrorMessage(params: URLSearchParams): string | null {
  // The server sends /login?error=oidc; the auth library may append its own error code after it.
  if (!params.getAll('error').some((e) => e === 'oidc' || e.startsWith('oidc?'))) return null;
  return params.get('message')?.trim() || 'Signing in with your organisation account did not work. Please try again.';
}
