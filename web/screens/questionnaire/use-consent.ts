import { useState } from 'react'
import type { CurrentUser } from '#shared/schemas/user.ts'

/**
 * Whether the member has consented to storing religious data (docs/privacy.md), counting consent
 * given on this screen through ConsentRequest; and the callback that records it here.
 */
export function useConsent(
  member: Pick<CurrentUser, 'religiousDataConsentAt'> | null,
): [boolean, () => void] {
  const [givenHere, setGivenHere] = useState(false)
  return [givenHere || Boolean(member?.religiousDataConsentAt), () => setGivenHere(true)]
}
