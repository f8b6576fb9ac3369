import { ADDRESS_MAIL_TEXTS } from './address-mail-texts.ts'
import { layout, type ComposedMail, type Recipient } from './compose.ts'

/** The link (and code) that confirms the address a member signed up with. */
export function verifyAddressMail(to: Recipient, url: string, code: string): ComposedMail {
  const texts = ADDRESS_MAIL_TEXTS[to.language]
  return layout(
    'email-verify',
    to,
    texts.verifySubject,
    [texts.verifyIntro],
    { label: texts.verifyButton, url },
    [texts.codeLine(code), texts.verifyExpiry, texts.verifyIgnore],
  )
}

/** The link (and code) that confirms a new address, sent to that address (`to.email`). */
export function confirmNewAddressMail(to: Recipient, url: string, code: string): ComposedMail {
  const texts = ADDRESS_MAIL_TEXTS[to.language]
  return layout(
    'email-change',
    to,
    texts.changeSubject,
    [texts.changeIntro],
    { label: texts.verifyButton, url },
    [texts.codeLine(code), texts.changeExpiry, texts.changeIgnore],
  )
}

/** The notice to the old address after a change, with the link that puts it back. */
export function addressChangedMail(
  to: Recipient,
  newAddress: string,
  undoUrl: string,
): ComposedMail {
  const texts = ADDRESS_MAIL_TEXTS[to.language]
  return layout(
    'email-changed',
    to,
    texts.changedSubject,
    [texts.changedBody(newAddress), texts.changedNotYou],
    { label: texts.undoButton, url: undoUrl },
    [],
  )
}
