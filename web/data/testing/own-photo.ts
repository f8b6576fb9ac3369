import type { OwnPhoto } from '#shared/schemas/photos.ts'

/** A photo of member 6's gallery as GET /api/profile/photos answers it: approved unless told. */
export const ownPhoto = (
  id: number,
  position: number,
  overrides: Partial<OwnPhoto> = {},
): OwnPhoto => ({
  id,
  name: `6-photo-${id}`,
  width: 600,
  height: 800,
  placeholder: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
  position,
  status: 'approved',
  rejectionReason: null,
  revision: 1,
  ...overrides,
})
