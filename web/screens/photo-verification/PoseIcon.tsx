import type { ReactNode } from 'react'
import type { VerificationPose } from '#shared/domain/verification-poses.ts'

/**
 * Each verification pose drawn as an icon (never a photo of a person): a head and shoulders, and
 * the hand where the pose puts it. Decorative: the instruction beside it says the pose in words.
 */
export function PoseIcon({ pose, size = 120 }: { pose: VerificationPose; size?: number }) {
  return (
    <svg
      className="pose-icon"
      width={size}
      height={size}
      viewBox="0 0 120 120"
      fill="none"
      stroke="currentColor"
      strokeWidth="4"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="60" cy="46" r="22" />
      <path d="M22 112c4-22 20-32 38-32s34 10 38 32" />
      {HANDS[pose]}
    </svg>
  )
}

/** A hand: a palm and its fingers, placed by each pose. */
const HANDS: Record<VerificationPose, ReactNode> = {
  'hand-on-chin': (
    <g className="pose-hand">
      <rect x="48" y="68" width="24" height="16" rx="6" />
      <path d="M60 84v20" />
    </g>
  ),
  'thumbs-up': (
    <g className="pose-hand">
      <rect x="86" y="44" width="18" height="20" rx="5" />
      <path d="M92 44V30" />
    </g>
  ),
  'two-fingers-up': (
    <g className="pose-hand">
      <rect x="86" y="46" width="18" height="18" rx="5" />
      <path d="M90 46V26M100 46V28" />
    </g>
  ),
  'hand-on-cheek': (
    <g className="pose-hand">
      <rect x="72" y="38" width="16" height="24" rx="6" />
      <path d="M88 62l8 18" />
    </g>
  ),
  'open-palm': (
    <g className="pose-hand">
      <rect x="86" y="40" width="20" height="20" rx="5" />
      <path d="M88 40V26M94 40V22M100 40V24M106 44l6-8" />
    </g>
  ),
  'finger-on-nose': (
    <g className="pose-hand">
      <path d="M60 50l14 16" />
      <rect x="70" y="62" width="16" height="16" rx="5" />
    </g>
  ),
}
