import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ToastInput } from '../../components/toast/toast-context.ts'
import { isOfflineFailure } from '../../data/api-client.ts'

/**
 * The toast for a safety action that failed: offline (these actions are not queued, they need a
 * connection), or refused by the server.
 */
export function safetyFailureToast(i18n: I18n, error: unknown): ToastInput {
  if (isOfflineFailure(error)) {
    return {
      title: i18n._(msg`You are offline`),
      description: i18n._(msg`This needs a connection. Please try again when you are back online.`),
      variant: 'destructive',
    }
  }
  return {
    title: i18n._(msg`Error`),
    description: i18n._(msg`Something went wrong. Please try again.`),
    variant: 'destructive',
  }
}
