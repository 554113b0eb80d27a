import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { anyBody, http } from '@/lib/http-client.ts';
import { sessionUser } from '@/lib/session-user.ts';

/** Ends the session on the server (clears its cookie). */
export function logout(): Promise<unknown> {
  return http.post('/api/web/user/logout', {}, anyBody);
}

/**
 * Logout: the server session ends, the session user and everything fetched for it are
 * forgotten (searches go back to an anonymous individual), and the home page opens.
 */
export function useLogout() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      sessionUser.clear();
      client.clear();
      void navigate('/');
    },
  });
}
