import { useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { PasswordResetForm } from '@/features/auth/components/password-reset-form.tsx';

/** /password-reset/{txtU}/{txtC+}: the link from the forgot-password e-mail. */
export function Component() {
  const { txtU = '', txtC: first = '', '*': rest = '' } = useParams();
  const txtC = rest ? `${first}/${rest}` : first;
  return (
    <div className="container page auth-page">
      <PageTitle title="Reset Password" />
      <h1>Reset Password</h1>
      <p>Choose a new password for your online profile.</p>
      <PasswordResetForm key={`${txtU}/${txtC}`} txtU={txtU} txtC={txtC} />
    </div>
  );
}
