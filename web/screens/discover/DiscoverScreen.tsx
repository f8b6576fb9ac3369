import { Trans, useLingui } from '@lingui/react/macro'
import { useLiveQuery } from 'dexie-react-hooks'
import { lazy, Suspense, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react'
import { gatedFilterActionOf } from '#shared/domain/filter-access.ts'
import { DENOMINATION_CHIPS } from '#shared/domain/vocabularies.ts'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { PageHeading } from '../../components/page-heading/PageHeading.tsx'
import { useToast } from '../../components/toast/use-toast.ts'
import { HttpError, NetworkError } from '../../data/api-client.ts'
import { db } from '../../data/db.ts'
import { takeEarlyAnswer } from '../../data/early-answers.ts'
import { logUnexpected } from '../../data/log-unexpected.ts'
import { useLikeStates, type Decision } from '../../data/discover/decisions.ts'
import { profileProgress } from '#shared/domain/profile-progress.ts'
import {
  fetchDeckPage,
  listedCards,
  PREFETCH_BELOW,
  undecidedCards,
  useDeck,
} from '../../data/discover/deck.ts'
import {
  defaultSheet,
  discoverQuery,
  sheetBadgeCount,
  type DiscoverSelection,
  type SheetFilters,
} from '../../data/discover/discover-filters.ts'
import { toggleFavorite, useFavoriteIds } from '../../data/discover/favorites.ts'
import { CELEBRATION_KEY, takeCelebration } from '../../data/discover/like-sync.ts'
import { asPublicProfile } from '../../data/discover/profiles.ts'
import { useSession } from '../../data/session.ts'
import { useUpgradePrompt } from '../../membership/UpgradePrompt.tsx'
import { useFirstScreenShownWhen } from '../../app/when-idle.ts'
import { useSnapshotOnLeave } from '../../app/first-screen-snapshot.ts'
import { RewindButton } from './RewindButton.tsx'
import { SwipeDeck } from './SwipeDeck.tsx'
import { useDecide } from './use-decide.ts'
import './discover.css'

/**
 * What Discover shows only when asked: not on the way to the first card, fetched when first shown
 * (the service worker keeps them) together with their words (discover-later-part.ts).
 */
function withLaterWords<Module>(load: Promise<Module>): Promise<Module> {
  const words = import('../../i18n/discover-later-part.ts').then((part) =>
    part.loadDiscoverLaterMessages(),
  )
  return Promise.all([load, words]).then(([module]) => module)
}
const FiltersSheet = lazy(() =>
  withLaterWords(import('./FiltersSheet.tsx')).then((module) => ({
    default: module.FiltersSheet,
  })),
)
const ListMode = lazy(() =>
  withLaterWords(import('./ListMode.tsx')).then((module) => ({ default: module.ListMode })),
)
const MatchOverlay = lazy(() =>
  withLaterWords(import('./MatchOverlay.tsx')).then((module) => ({
    default: module.MatchOverlay,
  })),
)
// Only for a member whose profile is not complete yet (issue #35): why nobody sees them while
// the deck's minimum is missing, then how far along.
const DiscoverProgress = lazy(() =>
  withLaterWords(import('../profile-progress/ProfileProgress.tsx')).then((module) => ({
    default: module.DiscoverProgress,
  })),
)
const SparseRegionNotice = lazy(() =>
  withLaterWords(import('./SparseRegionNotice.tsx')).then((module) => ({
    default: module.SparseRegionNotice,
  })),
)

/** No chip chosen, the sheet at its starting values. */
const STARTING_SELECTION: DiscoverSelection = { denomination: 'all', sheet: {} }

/** Discover (/), spec core-experience §2: find members, filter them, like or pass. */
export function DiscoverScreen() {
  const session = useSession()
  if (session.status !== 'signed-in') return null
  return <Discover member={session.member} />
}

function Discover({ member }: { member: CurrentUser }) {
  const { t } = useLingui()
  // The server's record decides whether the progress parts load at all; they show the device's
  // own view, offline changes included, and nothing once those complete the profile.
  const progress = useMemo(() => profileProgress(member), [member])
  const { toast } = useToast()
  const upgrade = useUpgradePrompt()
  const [mode, setMode] = useState<'swipe' | 'list'>('swipe')
  const [sheetOpen, setSheetOpen] = useState(false)
  const { lookingFor, minAge, maxAge } = member
  const defaults = useMemo(
    () => defaultSheet({ lookingFor, minAge, maxAge }),
    [lookingFor, minAge, maxAge],
  )
  const [selection, setSelection] = useState<DiscoverSelection>(STARTING_SELECTION)
  const filterKey = discoverQuery(selection, defaults).toString()
  const badge = sheetBadgeCount(selection.sheet, defaults)
  const sheetValue = useMemo(
    () => ({ ...defaults, ...selection.sheet }),
    [defaults, selection.sheet],
  )
  const deck = useDeck(filterKey)
  const likeStates = useLikeStates()
  const favorites = useFavoriteIds()
  // The filter keys whose first page has been answered (or failed) on this visit.
  const [settled, setSettled] = useState<ReadonlySet<string>>(new Set())
  const inFlight = useRef(new Set<string>())

  const onLoadError = useEffectEvent((error: unknown) => {
    if (error instanceof NetworkError) return // offline: the cached deck stays
    const gated = error instanceof HttpError && gatedFilterActionOf(error.code)
    if (gated) return upgrade.open(gated)
    toast({ title: t`Error`, description: t`Failed to fetch users`, variant: 'destructive' })
  })

  // On a new device the head script has already asked for the deck with the sheet's starting
  // values (early-answers.ts): the first page of that deck is its answer.
  const startingKey = discoverQuery(STARTING_SELECTION, defaults).toString()
  const load = useEffectEvent((key: string, more: boolean) => {
    const flight = `${more ? 'more' : 'first'}:${key}`
    if (inFlight.current.has(flight)) return
    inFlight.current.add(flight)
    const answered = !more && key === startingKey ? takeEarlyAnswer('deck') : undefined
    fetchDeckPage(key, { more, answered })
      .catch((error: unknown) => onLoadError(error))
      .finally(() => {
        inFlight.current.delete(flight)
        setSettled((current) => new Set(current).add(flight))
      })
  })
  // The first page asked again: the search shows until it is answered.
  const reload = useEffectEvent((key: string) => {
    setSettled((current) => {
      const next = new Set(current)
      next.delete(`first:${key}`)
      return next
    })
    load(key, false)
  })
  // Start Over: the passed members come back at once from what the device holds; once the server
  // has taken it, the device's deck is dropped and asked for anew (start-over-outbox.ts, below).
  const onStartOver = () =>
    // Not on the way to the first card: fetched when the deck's end is reached and tapped.
    import('../../data/discover/start-over.ts')
      .then(({ startOver }) => startOver())
      .catch((error: unknown) => {
        logUnexpected('Start Over could not be saved on this device', error)
        toast({
          title: t`Error`,
          description: t`Start Over failed. Please try again.`,
          variant: 'destructive',
        })
      })

  // The first page is asked for once the device's deck has been read: a cached first card is
  // painted without the request (and the answer's write) competing with it.
  const deckRead = deck !== undefined
  useEffect(() => {
    if (deckRead) load(filterKey, false)
  }, [filterKey, deckRead])
  // The device's deck was dropped while shown (new discovery preferences or a new place landed):
  // show the search again and ask for the deck from them. A drop is this key's deck going from
  // cached to not, never a first visit whose answer is still being stored.
  const cached = deck?.cached
  const cachedFor = useRef<string | null>(null)
  useEffect(() => {
    if (cached) cachedFor.current = filterKey
    else if (cached === false && cachedFor.current === filterKey) {
      cachedFor.current = null
      reload(filterKey)
    }
  }, [cached, filterKey])

  const undecided = deck ? undecidedCards(deck) : []
  const shown = deck ? listedCards(deck) : []
  const fetchingFirst = deck?.cached !== true && !settled.has(`first:${filterKey}`)
  // The first card (or the word that there is none) is what the page opened for: the work
  // started at idle (main.tsx) waits for it.
  useFirstScreenShownWhen(deck !== undefined && !fetchingFirst)
  // What the next visit opens with: the swipe deck with no filter set.
  useSnapshotOnLeave(member.id, mode === 'swipe' && badge === 0 && selection.denomination === 'all')
  const needMore = deck?.hasMore === true && undecided.length < PREFETCH_BELOW
  useEffect(() => {
    if (needMore) load(filterKey, true)
  }, [needMore, filterKey, deck?.nextCursor])

  const decide = useDecide('discover')
  const onDecide = (kind: Decision, userId: number) => void decide(kind, userId)
  const onToggleFavorite = async (userId: number) => {
    const added = await toggleFavorite(userId)
    toast({ title: added ? t`Added to favorites` : t`Removed from favorites` })
  }

  const celebrated = useLiveQuery(async () => {
    const value = (await db.deviceSettings.get(CELEBRATION_KEY))?.value as
      { userId?: number } | undefined
    return value?.userId === undefined ? null : asPublicProfile(await db.profiles.get(value.userId))
  }, [])

  const chips: [DiscoverSelection['denomination'], string][] = [
    ['all', t`All`],
    ...DENOMINATION_CHIPS.map(
      (chip) => [chip, chip] as [DiscoverSelection['denomination'], string],
    ),
  ]

  return (
    <div className="discover">
      <div className="discover-heading">
        <PageHeading>{t`Find Your Match`}</PageHeading>
        {progress.missing.length > 0 && (
          <Suspense fallback={null}>
            <DiscoverProgress member={member} />
          </Suspense>
        )}
      </div>
      <p className="muted">
        <Trans>Discover Orthodox Christians who share your faith and values.</Trans>
      </p>

      <div className="discover-toolbar">
        <div className="segmented" role="group" aria-label={t`View`}>
          {(
            [
              ['swipe', t`Swipe`],
              ['list', t`List`],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              className="button button-small"
              aria-pressed={mode === value}
              onClick={() => setMode(value)}
            >
              {label}
            </button>
          ))}
        </div>
        <button type="button" className="button button-small" onClick={() => setSheetOpen(true)}>
          <Trans>Advanced Filters</Trans>
          {badge > 0 && (
            <span className="badge" data-testid="filter-badge">
              <span className="visually-hidden">{t`Active filters:`} </span>
              {badge}
            </span>
          )}
        </button>
      </div>

      <div className="chips" role="group" aria-label={t`Denomination`}>
        {chips.map(([value, label]) => (
          <button
            key={value}
            type="button"
            className="chip"
            aria-pressed={selection.denomination === value}
            onClick={() => setSelection((s) => ({ ...s, denomination: value }))}
          >
            {label}
          </button>
        ))}
      </div>

      {deck?.within && (
        <Suspense fallback={null}>
          <SparseRegionNotice member={member} within={deck.within} />
        </Suspense>
      )}

      {deck === undefined || fetchingFirst ? (
        <FindingMatches />
      ) : deck.cards.length === 0 && !deck.hasMore ? (
        <div className="empty-state">
          <h2>
            <Trans>No matches found</Trans>
          </h2>
          <p>
            <Trans>No users found matching your criteria</Trans>
          </p>
          <p className="muted">
            <Trans>Try adjusting your filters</Trans>
          </p>
        </div>
      ) : mode === 'swipe' && undecided.length > 0 ? (
        <SwipeDeck
          card={undecided[0]!}
          upNext={undecided[1]}
          beyond={deck.beyond.has(undecided[0]!.id)}
          sameEvent={deck.sameEvent.get(undecided[0]!.id)}
          favorite={favorites.has(undecided[0]!.id)}
          onDecide={onDecide}
          onToggleFavorite={(id) => void onToggleFavorite(id)}
        />
      ) : mode === 'list' && shown.length > 0 ? (
        <Suspense fallback={<FindingMatches />}>
          <ListMode
            cards={shown}
            likeStates={likeStates}
            favorites={favorites}
            sameEvent={deck.sameEvent}
            onDecide={onDecide}
            onToggleFavorite={(id) => void onToggleFavorite(id)}
          />
        </Suspense>
      ) : deck.hasMore ? (
        <FindingMatches />
      ) : (
        <div className="empty-state">
          {/* Spec core §4: the swipe deck's end; §2: the list's. */}
          <h2>
            {mode === 'swipe' ? <Trans>No More Matches</Trans> : <Trans>No more profiles</Trans>}
          </h2>
          <p className="muted">
            <Trans>You have seen everyone for now. Check back later for new members.</Trans>
          </p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => void onStartOver()}
          >
            <Trans>Start Over</Trans>
          </button>
          <RewindButton onlyWhenAvailable />
        </div>
      )}

      {sheetOpen && (
        <Suspense fallback={null}>
          <FiltersSheet
            open
            value={sheetValue}
            defaults={defaults}
            onClose={() => setSheetOpen(false)}
            onApply={(sheet: SheetFilters) => {
              setSelection((s) => ({ ...s, sheet }))
              setSheetOpen(false)
            }}
          />
        </Suspense>
      )}

      {celebrated && (
        <Suspense fallback={null}>
          <MatchOverlay profile={celebrated} onClose={() => void takeCelebration()} />
        </Suspense>
      )}
    </div>
  )
}

function FindingMatches() {
  return (
    <p className="loading" role="status">
      <Trans>Finding your matches</Trans>
    </p>
  )
}
