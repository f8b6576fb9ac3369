import { describe, expect, it } from 'vitest'
import { PROFILE_ITEMS, profileProgress, type ProgressProfile } from './profile-progress.ts'

const EMPTY: ProgressProfile = {
  photos: [],
  location: null,
  denomination: null,
  churchAttendanceFrequency: null,
  bio: null,
  profileCompletionStep: 1,
}

const COMPLETE: ProgressProfile = {
  photos: [{ status: 'approved' }, { status: 'pending' }],
  location: 'Chicago',
  denomination: 'Greek Orthodox',
  churchAttendanceFrequency: 'Weekly',
  bio: 'Choir on Sundays.',
  profileCompletionStep: 5,
}

describe('profile progress', () => {
  it('a new member: nothing done, hidden for all three parts, the photo suggested first', () => {
    expect(PROFILE_ITEMS[0]).toBe('photo')
    expect(profileProgress(EMPTY)).toEqual({
      percent: 0,
      missing: [...PROFILE_ITEMS],
      hiddenFor: ['photo', 'city', 'denomination'],
    })
  })

  it('a complete profile is 100% and shown', () => {
    expect(profileProgress(COMPLETE)).toEqual({ percent: 100, missing: [], hiddenFor: [] })
  })

  it('after the first run (one photo, city, faith): shown, and the second photo is next', () => {
    const progress = profileProgress({
      ...EMPTY,
      photos: [{ status: 'pending' }],
      location: 'Chicago',
      denomination: 'OCA',
      churchAttendanceFrequency: 'Weekly',
    })
    expect(progress).toEqual({
      percent: 57,
      missing: ['secondPhoto', 'bio', 'details'],
      hiddenFor: [],
    })
  })

  it('a rejected photo counts for nothing: hidden again until another is added', () => {
    const progress = profileProgress({
      ...COMPLETE,
      photos: [{ status: 'rejected' }, { status: 'rejected' }],
    })
    expect(progress.hiddenFor).toEqual(['photo'])
    expect(progress.missing).toEqual(['photo', 'secondPhoto'])
    expect(progress.percent).toBe(71)
  })

  it('a blank city or bio is not one', () => {
    const progress = profileProgress({ ...COMPLETE, location: '  ', bio: ' ' })
    expect(progress.hiddenFor).toEqual(['city'])
    expect(progress.missing).toEqual(['city', 'bio'])
  })
})
