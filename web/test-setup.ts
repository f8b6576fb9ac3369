// Vitest setup of the web project: an in-memory IndexedDB per test file (Dexie runs on it),
// and React Testing Library's cleanup after each test (vitest globals are off).
import 'fake-indexeddb/auto'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy*/waitFor give up after 5 s instead of 1 s: on a busy 2-core machine the first test of a
// file can spend over a second loading its lazy screen. A passing test does not wait longer.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => cleanup())
