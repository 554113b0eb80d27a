import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { anyBody, http } from '@/lib/http-client.ts';
import { clearSessionStorage } from '@/lib/session-storage.ts';

/** Ends the session on the server (clears its cookie). */
export function logout(): Promise<unknown> {
  return http.post('/api/web/user/logout', {}, anyBody);
}

/**
 * The tabs of this browser share the session cookie, so Logout in one ends the session of every
 * one: each is told on this channel, and forgets too (a tab opened from another starts with a
 * copy of its session storage: the account, a renter's draft).
 */
const SIGN_OUT_CHANNEL = 'bluu.sign-out';

/** This tab's name on the channel: a tab hears its own messages too, and has forgotten already. */
const THIS_TAB = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

function signOutChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SIGN_OUT_CHANNEL);
}

/**
 * What Logout does in a tab (spec 001 §4): the session user, everything else kept in session
 * storage (the last reservation looked up or booked, a booking draft) and everything fetched are
 * forgotten, so searches go back to an anonymous individual; the home page opens.
 */
function useForgetTab(): () => void {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearSessionStorage();
    client.clear();
    void navigate('/');
  }, [client, navigate]);
}

/** Logout: the server session ends, this tab forgets, and so does every other tab of the site. */
export function useLogout() {
  const forgetTab = useForgetTab();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      forgetTab();
      const channel = signOutChannel();
      channel?.postMessage({ from: THIS_TAB });
      channel?.close();
    },
  });
}

/** Forgets this tab when Logout happens in another tab of the site. */
export function useLogoutInOtherTabs(): void {
  const forgetTab = useForgetTab();
  useEffect(() => {
    const channel = signOutChannel();
    if (!channel) return;
    channel.onmessage = (event: MessageEvent<{ from?: unknown }>) => {
      if (event.data?.from !== THIS_TAB) forgetTab();
    };
    return () => channel.close();
  }, [forgetTab]);
}
