import type { SessionUser } from '@bluu/contracts/accounts';
import type { UpdateExternalProfileRequest } from '@bluu/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client.ts';
import { profileKeys } from './get-profile.ts';

/** POST /api/web/user/update-external-profile; answers the server's success message. */
export async function updateProfile(
  user: SessionUser,
  profileDetails: UpdateExternalProfileRequest['profileDetails'],
): Promise<string> {
  const response = await http.post(
    '/api/web/user/update-external-profile',
    { userData: user, profileDetails },
    () =>
      import('@bluu/contracts/users').then((module) => module.updateExternalProfileResponseSchema),
  );
  return response.success;
}

export function useUpdateProfile(user: SessionUser) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (details: UpdateExternalProfileRequest['profileDetails']) =>
      updateProfile(user, details),
    onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.details(user.accountUser) }),
  });
}
