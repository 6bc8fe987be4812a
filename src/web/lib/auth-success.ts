import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Profile } from '../../shared/auth.contracts';
import { postAuthTarget } from './redirect-target';

/** What sign-in and sign-up answer with: the new session's profile and the role's landing page. */
export interface AuthSuccess {
  user: Profile;
  redirectTo: string;
}

/**
 * After sign-in/sign-up: re-read everything under ['user'] (session, permissions) and wait for it,
 * so guards on the next page already see the signed-in session, then go where the user was heading.
 */
export function useAfterAuthSuccess() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return async (data: AuthSuccess) => {
    await queryClient.invalidateQueries({ queryKey: ['user'], refetchType: 'all' });
    await navigate(postAuthTarget(searchParams.get('redirect'), data.user, data.redirectTo), { replace: true });
  };
}
