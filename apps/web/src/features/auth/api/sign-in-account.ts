import {
  accountSignInResponseSchema,
  type AccountSignInRequest,
  type AccountSignInResponse,
} from '@bluu/contracts/accounts';
import { http } from '@/lib/http-client.ts';

/** Corporate, tour-operator or customer-group sign-in; the session arrives as a cookie. */
export function signInAccount(request: AccountSignInRequest): Promise<AccountSignInResponse> {
  return http.post('/api/Customer/accounts', request, accountSignInResponseSchema);
}
