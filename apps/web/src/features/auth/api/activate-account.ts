import { http } from '@/lib/http-client.ts';

export const activationKeys = {
  all: ['activation'] as const,
  link: (validHash: string, validCode: string) =>
    [...activationKeys.all, validHash, validCode] as const,
};

/** Activates with the parts of an e-mailed link; the address, or '' when expired or used. */
export async function activateAccount(validHash: string, validCode: string): Promise<string> {
  const answer = await http.post(
    '/api/web/user/activate-external-user-account',
    { params: { validHash, validCode } },
    () => import('@bluu/contracts/users').then((module) => module.validResponseSchema),
  );
  return answer.valid;
}
