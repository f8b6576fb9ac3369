import { useLingui } from '@lingui/react/macro'
import type { ScamSignal } from '#shared/domain/scam-signals/signals.ts'

/** What the chat's scam warning names, in the member's language, per signal (docs/safety.md). */
export function useScamSignalLabels(): Record<ScamSignal, string> {
  const { t } = useLingui()
  return {
    messenger: t`moving to another messaging app`,
    'phone-number': t`a phone number`,
    'email-address': t`an email address`,
    'gift-card': t`gift cards`,
    'money-transfer': t`sending money`,
    crypto: t`cryptocurrency`,
    investment: t`an investment offer`,
    loan: t`a loan`,
    fee: t`a fee or customs payment`,
    military: t`a military posting abroad`,
    'oil-rig': t`work on an oil rig`,
    'doctor-abroad': t`a doctor working abroad`,
  }
}
