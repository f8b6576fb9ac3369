import { useLiveQuery } from 'dexie-react-hooks'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { useShownFaithBasics } from '../../data/faith-basics.ts'
import { HOME_CITY_KIND } from '../../data/location-outbox.ts'
import { waitingRowsOfKind } from '../../data/outbox-queue.ts'
import { useGalleryTiles } from '../../data/photo-gallery-actions.ts'
import { profileProgress, type ProfileProgress } from '#shared/domain/profile-progress.ts'

/**
 * The member's profile progress as this device shows it: their cached record with the changes
 * still waiting in the outbox laid over it (a photo chosen offline, a city, the faith basics), so
 * what was done offline counts at once. Live; undefined while the device is read.
 */
export function useProfileProgress(member: CurrentUser): ProfileProgress | undefined {
  const tiles = useGalleryTiles(member.id, member.photos)
  const faith = useShownFaithBasics(member)
  const cityWaiting = useLiveQuery(
    async () => (await waitingRowsOfKind(member.id, HOME_CITY_KIND)).length > 0,
    [member.id],
  )
  if (!faith || cityWaiting === undefined) return undefined
  return profileProgress({
    // A photo still uploading, or replacing a refused one, counts until the moderators say no.
    photos: tiles.map((tile) =>
      tile.kind === 'upload' || tile.replacement ? { status: 'pending' } : tile.photo,
    ),
    // The city's name arrives with the server's answer; a waiting choice is a city all the same.
    location: cityWaiting ? 'waiting' : member.location,
    denomination: faith.denomination,
    churchAttendanceFrequency: faith.churchAttendanceFrequency,
    bio: member.bio,
    profileCompletionStep: member.profileCompletionStep,
  })
}
