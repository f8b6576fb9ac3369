import { afterEach, expect, test, vi } from 'vitest'
import { HttpError, NetworkError } from './api-client.ts'
import { logUnexpected } from './log-unexpected.ts'

class NotAPhotoError extends Error {}

afterEach(() => vi.restoreAllMocks())

test('a fault of the app is logged; the network, a refusal and a named member-facing error are not', () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  logUnexpected('Saving failed', new NetworkError(new TypeError('Failed to fetch')))
  logUnexpected(
    'Saving failed',
    new HttpError(403, 'Forbidden', '{"message":"No","code":"forbidden"}'),
  )
  logUnexpected('Adding failed', new NotAPhotoError('not a photo'), NotAPhotoError)
  expect(logged).not.toHaveBeenCalled()

  const bug = new TypeError('x is undefined')
  logUnexpected('Saving failed', bug)
  expect(logged).toHaveBeenCalledExactlyOnceWith('Saving failed', bug)
})
