import { addressForm } from './address';
import { changePasswordForm } from './changePassword';
import { checkoutForm } from './checkout';
import { contactForm } from './contact';
import { bulkOrderForm, representativeForm } from './enquiry';
import { forgotPasswordForm } from './forgotPassword';
import { loginForm } from './login';
import { profileForm } from './profile';
import { registerForm } from './register';
import { resetPasswordForm } from './resetPassword';

export {
  addressForm,
  bulkOrderForm,
  changePasswordForm,
  checkoutForm,
  contactForm,
  forgotPasswordForm,
  loginForm,
  profileForm,
  registerForm,
  representativeForm,
  resetPasswordForm,
};

/** Every form's table. */
export const FORM_TABLES = [
  registerForm,
  loginForm,
  forgotPasswordForm,
  resetPasswordForm,
  changePasswordForm,
  profileForm,
  addressForm,
  checkoutForm,
  contactForm,
  representativeForm,
  bulkOrderForm,
] as const;
