// Vitest setup of the web project: an in-memory IndexedDB per test file (Dexie runs on it),
// and React Testing Library's cleanup after each test (vitest globals are off).
import 'fake-indexeddb/auto'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => cleanup())
