import { useLingui } from '@lingui/react/macro'
import { HttpError, isOfflineFailure, serverMessage } from '../../data/api-client.ts'

/**
 * The words for a failed call about the address (docs/accounts.md), in the member's language: by
 * the refusal's code, the server's own message for anything else.
 */
export function useAddressErrorText(): (error: unknown) => string {
  const { t } = useLingui()
  return (error) => {
    if (isOfflineFailure(error)) return t`You are offline. Connect and try again.`
    switch (error instanceof HttpError ? error.code : undefined) {
      case 'email_link_invalid':
        return t`This link is not valid. Ask for a new one.`
      case 'email_link_used':
        return t`This link has been used already.`
      case 'email_link_expired':
        return t`This link has expired. Ask for a new one.`
      case 'email_code_wrong':
        return t`That code is not right, or it has expired. Check the latest email, or ask for a new one.`
      case 'email_taken_since':
        return t`Another account uses that address now.`
      case 'email_taken':
        return t`An account with this email already exists`
      case 'email_unchanged':
        return t`That is your address already.`
      case 'password_incorrect':
        return t`Password is incorrect`
      case 'rate_limited':
        return t`Too many attempts. Please try again later.`
      default:
        return serverMessage(error)
    }
  }
}
