/** Whether the member asked their device for less motion (animations then jump to their end). */
export const prefersReducedMotion = (): boolean =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
