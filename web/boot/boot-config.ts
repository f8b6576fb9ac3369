import type { Snapshot } from '../app/snapshot-store.ts'

/**
 * What the boot code (the scripts index.html runs before the start-up chunk: head.ts, style.ts,
 * page.ts) is given by the build (build/first-paint.ts), each script its part: the files of this
 * build and the few names that live in modules the boot code does not bundle. Everything else it
 * imports from the modules that own it (the storage keys, the language and theme rules).
 */
export interface BootConfig {
  head: {
    files: FirstScreenFiles
    /** How long a returning member's scripts wait for the picture of the last visit, at most. */
    holdMaxMs: number
  }
  style: {
    /** Discover's style sheets. */
    discoverCss: string[]
  }
  page: {
    /** Discover's style sheets. */
    discoverCss: string[]
    /** The page whose markup index.html carries in a template (the sign-in page). */
    prerenderedPath: string
    /** The id of that template. */
    templateId: string
    /** The id of the header's language dropdown (web/app/LanguageSelect.tsx). */
    languageSelectId: string
  }
}

/** What the head script fetches before the start-up chunk has run. */
export interface FirstScreenFiles {
  /** Per locale code: the shell's catalog part and Discover's. */
  catalogs: Record<string, { shell: string; discover: string }>
  /** Discover's chunk and every chunk it imports statically, with the bottom navigation's. */
  discover: string[]
  /** Discover's style sheets. */
  discoverCss: string[]
}

/**
 * Why the start-up scripts were started: at once (no picture to wait for), once the picture's
 * photo was painted (or loaded, where the browser cannot report paints), once the picture without
 * a photo was, because the app was already starting, after the longest hold, or because the boot
 * code failed.
 */
export type StartReason =
  'at-once' | 'painted' | 'loaded' | 'no-photo' | 'app-first' | 'fallback' | 'error'

/** What the three scripts share on the page (`window.ohBoot`), set by the head script. */
export interface BootState {
  /** Starts the start-up scripts (once; later calls do nothing). */
  start: (reason: StartReason) => void
  /** Why they were started, once they are. */
  startedBy: StartReason | null
  /** The picture of the last visit fit to show, if any. */
  snapshot: Snapshot | null
  /** Whether the browser knows `blocking="render"` on style sheets. */
  renderBlocking: boolean
  /** What the head script asked the server before any other script ran (web/data/early-answers.ts). */
  early: EarlyRequests
}

/**
 * On a device with no member stored (a new phone, cleared storage), the head script asks the
 * server at once what the start-up chunk would only ask once downloaded and run: who the cookie's
 * member is, and on Discover the first page of the deck with no filter set (the server answers it
 * for the member's own lookingFor). The app takes each answer once, instead of asking again.
 */
export interface EarlyRequests {
  /** GET /api/auth/user. */
  user?: Promise<Response>
  /** GET /api/users with no query: Discover's first page with the sheet's starting values. */
  deck?: Promise<Response>
}

declare global {
  interface Window {
    ohBoot?: BootState
  }
}
