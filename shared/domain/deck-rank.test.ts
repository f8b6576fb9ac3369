import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  LIKED_YOU_EVERY,
  rankTier,
  relevance,
  theirFitOf,
  type RankCandidate,
} from './deck-rank.ts'

const MOMENT = Date.UTC(2026, 10, 26, 12)
const DAY = 24 * 60 * 60 * 1000

const candidate = (overrides: Partial<RankCandidate> & { id: number }): RankCandidate => ({
  milesAway: 20,
  fitsThem: 1,
  compatibility: 70,
  lastActiveAt: MOMENT - DAY,
  joinedAt: MOMENT - 100 * DAY,
  boosted: false,
  priority: false,
  likedViewer: false,
  ...overrides,
})

const arbitraryCandidate = (id: number) =>
  fc.record({
    id: fc.constant(id),
    milesAway: fc.option(fc.double({ min: 0, max: 12_000, noNaN: true }), { nil: null }),
    fitsThem: fc.constantFrom(0, 0.25, 0.5, 0.75, 1),
    compatibility: fc.integer({ min: 0, max: 100 }),
    lastActiveAt: fc.integer({ min: MOMENT - 400 * DAY, max: MOMENT }),
    joinedAt: fc.integer({ min: MOMENT - 800 * DAY, max: MOMENT }),
    boosted: fc.boolean(),
    priority: fc.boolean(),
    likedViewer: fc.boolean(),
  })

/** 0–60 candidates with distinct ids. */
const arbitraryTier = fc
  .uniqueArray(fc.integer({ min: 1, max: 100_000 }), { maxLength: 60 })
  .chain((ids) => fc.tuple(...ids.map(arbitraryCandidate)))

const viewer = { id: 7, rankedAt: MOMENT }

describe('relevance (docs/discover-and-likes.md)', () => {
  it('ranks a closer member higher, all else equal', () => {
    fc.assert(
      fc.property(
        arbitraryCandidate(1),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: 0.5, max: 5000, noNaN: true }),
        (base, near, further) => {
          const a = { ...base, milesAway: near }
          const b = { ...base, milesAway: near + further }
          expect(relevance(a, MOMENT)).toBeGreaterThan(relevance(b, MOMENT))
        },
      ),
    )
  })

  it('ranks a member who fits better both ways, or is more compatible, higher, all else equal', () => {
    fc.assert(
      fc.property(
        arbitraryCandidate(1),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 99 }),
        (base, fit, compatibility) => {
          expect(relevance({ ...base, fitsThem: (fit + 1) / 4 }, MOMENT)).toBeGreaterThan(
            relevance({ ...base, fitsThem: fit / 4 }, MOMENT),
          )
          expect(relevance({ ...base, compatibility: compatibility + 1 }, MOMENT)).toBeGreaterThan(
            relevance({ ...base, compatibility }, MOMENT),
          )
        },
      ),
    )
  })

  it('sinks long-inactive members and gives new members a first exposure', () => {
    const active = candidate({ id: 1, lastActiveAt: MOMENT - 2 * 60 * 60 * 1000 })
    const idle = candidate({ id: 2, lastActiveAt: MOMENT - 60 * DAY })
    expect(relevance(active, MOMENT)).toBeGreaterThan(relevance(idle, MOMENT) + 10)
    const newcomer = candidate({ id: 3, joinedAt: MOMENT - DAY })
    expect(relevance(newcomer, MOMENT)).toBeGreaterThan(relevance(active, MOMENT))
  })

  it('puts priority matching ahead of similar relevance, not ahead of a much better fit', () => {
    const priority = candidate({ id: 1, priority: true })
    const same = candidate({ id: 2 })
    const nearer = candidate({ id: 3, milesAway: 2 })
    expect(relevance(priority, MOMENT)).toBeGreaterThan(relevance(same, MOMENT))
    expect(relevance(nearer, MOMENT)).toBeGreaterThan(relevance(priority, MOMENT))
  })
})

describe('theirFitOf', () => {
  const me = { gender: 'male', age: 34, denomination: 'Greek Orthodox' }
  const theirs = {
    lookingFor: 'male',
    minAge: 28,
    maxAge: 40,
    maxDistance: 50,
    seekingDenominations: [] as string[],
  }

  it("counts the share of the candidate's preferences the viewer meets", () => {
    expect(theirFitOf(me, theirs, 20, 10_000)).toBe(1)
    expect(theirFitOf(me, { ...theirs, maxAge: 30 }, 20, 10_000)).toBe(0.75)
    expect(
      theirFitOf(me, { ...theirs, seekingDenominations: ['Serbian Orthodox'] }, 20, 10_000),
    ).toBe(0.75)
    expect(theirFitOf(me, theirs, 80, 10_000)).toBe(0.75)
    expect(theirFitOf(me, theirs, null, 10_000)).toBe(0.75)
    expect(theirFitOf(me, { ...theirs, maxDistance: 10_000 }, null, 10_000)).toBe(1)
    expect(theirFitOf(me, { ...theirs, lookingFor: 'female', maxAge: 30 }, 80, 10_000)).toBe(0.25)
  })
})

describe('rankTier', () => {
  it('orders every candidate exactly once (a partition), the same whatever order they come in', () => {
    fc.assert(
      fc.property(arbitraryTier, fc.integer({ min: 0, max: 500 }), (tier, offset) => {
        const ids = rankTier(tier, viewer, offset)
        expect([...ids].sort((a, b) => a - b)).toEqual(tier.map((c) => c.id).sort((a, b) => a - b))
        expect(rankTier([...tier].reverse(), viewer, offset)).toEqual(ids)
      }),
    )
  })

  it('puts the boosted first, then ranks by relevance among the others who did not like the viewer', () => {
    fc.assert(
      fc.property(arbitraryTier, (tier) => {
        const ids = rankTier(tier, viewer)
        const byId = new Map(tier.map((c) => [c.id, c]))
        const boosted = tier.filter((c) => c.boosted).length
        expect(ids.slice(0, boosted).every((id) => byId.get(id)!.boosted)).toBe(true)
        const others = ids.map((id) => byId.get(id)!).filter((c) => !c.boosted && !c.likedViewer)
        for (let i = 1; i < others.length; i++) {
          expect(relevance(others[i - 1]!, MOMENT)).toBeGreaterThanOrEqual(
            relevance(others[i]!, MOMENT),
          )
        }
      }),
    )
  })

  it('mixes members who liked the viewer in at one card in five at most while others remain', () => {
    fc.assert(
      fc.property(arbitraryTier, fc.integer({ min: 0, max: 500 }), (tier, offset) => {
        const unboosted = tier.map((c) => ({ ...c, boosted: false }))
        const ids = rankTier(unboosted, viewer, offset)
        const byId = new Map(unboosted.map((c) => [c.id, c]))
        const othersCount = unboosted.filter((c) => !c.likedViewer).length
        let othersSeen = 0
        const perBlock = new Map<number, number>()
        ids.forEach((id, index) => {
          const liked = byId.get(id)!.likedViewer
          if (!liked) othersSeen++
          else if (othersSeen < othersCount) {
            const block = Math.floor((offset + index) / LIKED_YOU_EVERY)
            perBlock.set(block, (perBlock.get(block) ?? 0) + 1)
          }
        })
        for (const count of perBlock.values()) expect(count).toBeLessThanOrEqual(1)
      }),
    )
  })

  it('shows members who liked the viewer at a steady rate, not all first or all last', () => {
    const tier = Array.from({ length: 100 }, (_, i) =>
      candidate({ id: i + 1, likedViewer: i >= 80, compatibility: 100 - i }),
    )
    const ids = rankTier(tier, viewer)
    const likedAt = ids.flatMap((id, index) => (id > 80 ? [index] : []))
    // Twenty likers, one per block of five over the first hundred cards.
    expect(likedAt.length).toBe(20)
    expect(likedAt.every((index, n) => Math.floor(index / LIKED_YOU_EVERY) === n)).toBe(true)
  })
})
