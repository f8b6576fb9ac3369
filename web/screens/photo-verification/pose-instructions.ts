import { useLingui } from '@lingui/react/macro'
import type { VerificationPose } from '#shared/domain/verification-poses.ts'

/** What each pose asks, in the member's language (the English of verification-poses.ts). */
export function usePoseInstructions(): Record<VerificationPose, string> {
  const { t } = useLingui()
  return {
    'hand-on-chin': t`Rest your chin on your hand`,
    'thumbs-up': t`Give a thumbs up beside your face`,
    'two-fingers-up': t`Hold up two fingers beside your face`,
    'hand-on-cheek': t`Put your palm on your cheek`,
    'open-palm': t`Raise your open hand beside your face`,
    'finger-on-nose': t`Touch the tip of your nose with one finger`,
  }
}
