import { AccountLayout } from '../components/AccountLayout';
import { ChangePasswordForm } from '../components/ChangePasswordForm';

/** /change-password: the new-password form inside the account layout. */
export function ChangePasswordScreen() {
  return (
    <AccountLayout section="password">
      <ChangePasswordForm />
    </AccountLayout>
  );
}
