import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { anyBody, http } from '@/lib/http-client.ts';
import { clearSessionStorage } from '@/lib/session-storage.ts';

/** Ends the session on the server (clears its cookie). */
export function logout(): Promise<unknown> {
  return http.post('/api/web/user/logout', {}, anyBody);
}

/**
 * Logout (spec 001 §4): the server session ends; the session user, everything else kept in session
 * storage (the last reservation looked up or booked, a booking draft) and everything fetched are
 * forgotten, so searches go back to an anonymous individual; the home page opens.
 */
export function useLogout() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearSessionStorage();
      client.clear();
      void navigate('/');
    },
  });
}
