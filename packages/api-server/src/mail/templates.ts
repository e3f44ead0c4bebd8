/** The mails the server sends. Plain text: codes and links are what matter. */
import { PRODUCT_NAME } from '@sift/contracts';
import type { MailMessage } from './mailer';

export const signupCodeMail = (to: string, code: string): MailMessage => ({
  to,
  subject: `Your ${PRODUCT_NAME} confirmation code: ${code}`,
  text: `Welcome to ${PRODUCT_NAME}!\n\nYour confirmation code is ${code}. It expires in 30 minutes.\n`,
  code,
});

export const emailChangeCodeMail = (to: string, code: string): MailMessage => ({
  to,
  subject: `Confirm your new ${PRODUCT_NAME} email: ${code}`,
  text: `Enter the code ${code} to confirm this address for your ${PRODUCT_NAME} account. It expires in 30 minutes.\n`,
  code,
});

export const newsletterCodeMail = (to: string, code: string): MailMessage => ({
  to,
  subject: `Confirm your ${PRODUCT_NAME} email list sign-up: ${code}`,
  text: `Enter the code ${code} to join the ${PRODUCT_NAME} email list.\n`,
  code,
});

export const passwordResetMail = (to: string, link: string): MailMessage => ({
  to,
  subject: `Reset your ${PRODUCT_NAME} password`,
  text: `Someone asked to reset the password of your ${PRODUCT_NAME} account.\n\nSet a new one here (valid for 24 hours): ${link}\n\nIf it was not you, ignore this mail.\n`,
  link,
});
