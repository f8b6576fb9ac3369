import { afterEach, expect, test } from 'vitest'
import { CONFIG, keepSnapshot, openPage } from './boot-test-page.ts'
import { runStyle } from './style.ts'

afterEach(() => {
  delete window.ohBoot
})

const renderBlockingSheets = () =>
  [...document.head.querySelectorAll('link[rel="stylesheet"][blocking="render"]')].map((sheet) =>
    sheet.getAttribute('href'),
  )

test('with a picture to show, Discover’s style sheets block the first paint where the browser can', () => {
  openPage('/')
  const snapshot = keepSnapshot({ memberId: 6 })
  window.ohBoot = { startedBy: null, snapshot, renderBlocking: true, start: () => {}, early: {} }
  runStyle(CONFIG.style)
  expect(renderBlockingSheets()).toEqual(['/assets/discover.css'])
})

test('nothing blocks the first paint without a picture, or where the browser cannot', () => {
  openPage('/')
  window.ohBoot = {
    startedBy: null,
    snapshot: null,
    renderBlocking: true,
    start: () => {},
    early: {},
  }
  runStyle(CONFIG.style)
  const snapshot = keepSnapshot({ memberId: 6 })
  window.ohBoot = { startedBy: null, snapshot, renderBlocking: false, start: () => {}, early: {} }
  runStyle(CONFIG.style)
  expect(renderBlockingSheets()).toEqual([])
})
