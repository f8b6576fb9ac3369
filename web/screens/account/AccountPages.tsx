import type { ComponentType } from 'react'
import { pathPage } from '../../components/path-page/path-page.tsx'
import { ConfirmEmailScreen } from '../email-address/ConfirmEmailScreen.tsx'
import { EmailAddressScreen } from '../email-address/EmailAddressScreen.tsx'
import { UndoEmailChangeScreen } from '../email-address/UndoEmailChangeScreen.tsx'
import { ForgotPasswordScreen } from '../password-reset/ForgotPasswordScreen.tsx'
import { ResetPasswordScreen } from '../password-reset/ResetPasswordScreen.tsx'
import { PasskeysScreen } from '../passkeys/PasskeysScreen.tsx'
import { SessionsScreen } from '../sessions/SessionsScreen.tsx'

/**
 * The account's pages (docs/accounts.md), by path: the pages a mailed link opens, and Settings'
 * pages about signing in. Small, and seldom opened, they are one chunk with one entry in the
 * start-up script's route table (web/app/routes.tsx), whose every entry every first screen
 * downloads (decision 055). routes.tsx says who may open each.
 */
export const ACCOUNT_PAGES: Readonly<Record<string, ComponentType>> = {
  '/forgot-password': ForgotPasswordScreen,
  '/reset-password': ResetPasswordScreen,
  '/confirm-email': ConfirmEmailScreen,
  '/undo-email-change': UndoEmailChangeScreen,
  '/settings/email': EmailAddressScreen,
  '/settings/devices': SessionsScreen,
  '/settings/passkeys': PasskeysScreen,
}

/** The account page of the current path. */
export const AccountPage = pathPage(ACCOUNT_PAGES)
