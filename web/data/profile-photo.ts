import { MAIN_PHOTO_PATH, PHOTO_FIELD } from '#shared/domain/photos.ts'
import { CurrentUserSchema } from '#shared/schemas/user.ts'
import { apiFetch, apiRequest, readAnswer } from './api-client.ts'
import { rememberMember } from './current-member.ts'

/**
 * The member's own profile photo (docs/privacy.md "Profile photo"). Online only: a photo is not
 * queued in the outbox. On success the device's member row holds the new profileImageUrl.
 * Throws HttpError / NetworkError on failure.
 */

/** PUT /api/profile/photo with the (downscaled) photo. */
export async function saveProfilePhoto(photo: Blob): Promise<void> {
  const form = new FormData()
  form.append(PHOTO_FIELD, photo, 'photo.jpg')
  const response = await apiFetch(MAIN_PHOTO_PATH, { method: 'PUT', body: form })
  await rememberMember(CurrentUserSchema.parse(await readAnswer(response)))
}

/** DELETE /api/profile/photo: the avatar falls back to the member's initials. */
export async function removeProfilePhoto(): Promise<void> {
  const member = await apiRequest(MAIN_PHOTO_PATH, {
    method: 'DELETE',
    schema: CurrentUserSchema,
  })
  await rememberMember(member)
}
