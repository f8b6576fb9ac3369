import { Trans } from '@lingui/react/macro'

/** Short advice for meeting safely, on the Safety Center. */
export function SafetyTips() {
  return (
    <ul className="safety-tips">
      <li>
        <Trans>
          Get to know someone through messages here before you share your phone number or address.
          Never send money to someone you have not met.
        </Trans>
      </li>
      <li>
        <Trans>
          Meet for the first time in a public place, such as after the Divine Liturgy or at a parish
          event, and tell a friend or family member where you will be.
        </Trans>
      </li>
      <li>
        <Trans>
          If a member makes you uncomfortable, block or report them from the chat: they will no
          longer see you or be able to message you.
        </Trans>
      </li>
    </ul>
  )
}
