/**
 * Renders the Orthodox Hearts logo — a burgundy heart bearing a cream Orthodox (three-bar)
 * cross — to the PWA icons with Debian's Chromium, and writes the SVG favicon:
 *
 *   web/public/favicon.svg
 *   web/public/icons/icon-192.png, icon-512.png        (purpose "any": rounded cream tile)
 *   web/public/icons/icon-maskable-512.png             (full-bleed, logo inside the safe zone)
 *   web/public/icons/apple-touch-icon.png              (180 px, opaque: iOS rounds it itself)
 *
 * Run: npx tsx scripts/make-icons.ts   (CHROME_PATH overrides /usr/bin/chromium)
 * The PNGs are committed; run this again only when the logo changes.
 */
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium-path.ts'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const BURGUNDY = '#7a1f2b'
const CREAM = '#fbf7f0'
const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'web', 'public')

/** The heart and cross in a 100×100 box (heart spans x 4–96, y 6–88). */
const MARK = `
  <path fill="${BURGUNDY}" d="M50 88C20 66 4 48 4 30C4 16 15 6 28 6C38 6 46 12 50 20C54 12 62 6 72 6C85 6 96 16 96 30C96 48 80 66 50 88Z"/>
  <g fill="${CREAM}">
    <rect x="47" y="22" width="6" height="52" rx="1"/>
    <rect x="43" y="27" width="14" height="4" rx="1"/>
    <rect x="37" y="37" width="26" height="5.5" rx="1"/>
    <rect x="41" y="60" width="18" height="4" rx="1" transform="rotate(22 50 62)"/>
  </g>`

/**
 * The logo on a 512×512 canvas. `scale` is the mark's size (1 = 5.12 px per unit);
 * `tile` draws a rounded cream square behind it, `bleed` a full cream background.
 */
function logoSvg(options: { scale: number; background: 'tile' | 'bleed' }): string {
  const size = 512 * options.scale
  const offset = (512 - size) / 2
  const background =
    options.background === 'tile'
      ? `<rect width="512" height="512" rx="112" fill="${CREAM}"/>`
      : `<rect width="512" height="512" fill="${CREAM}"/>`
  // The mark's visual centre is a little below the box centre (y ≈ 47): shift it up a bit.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <title>Orthodox Hearts</title>
  ${background}
  <g transform="translate(${offset} ${offset + size * 0.03}) scale(${size / 100})">${MARK}
  </g>
</svg>
`
}

const ICONS = [
  {
    file: 'icons/icon-192.png',
    size: 192,
    svg: logoSvg({ scale: 0.84, background: 'tile' }),
    transparent: true,
  },
  {
    file: 'icons/icon-512.png',
    size: 512,
    svg: logoSvg({ scale: 0.84, background: 'tile' }),
    transparent: true,
  },
  // Maskable: everything that matters inside the central circle of radius 40 %.
  {
    file: 'icons/icon-maskable-512.png',
    size: 512,
    svg: logoSvg({ scale: 0.6, background: 'bleed' }),
    transparent: false,
  },
  {
    file: 'icons/apple-touch-icon.png',
    size: 180,
    svg: logoSvg({ scale: 0.74, background: 'bleed' }),
    transparent: false,
  },
]

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: chromiumPath() ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
  try {
    const page = await browser.newPage()
    await mkdir(join(PUBLIC_DIR, 'icons'), { recursive: true })
    for (const icon of ICONS) {
      await page.setViewportSize({ width: icon.size, height: icon.size })
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:transparent">` +
          icon.svg.replace(
            'width="512" height="512"',
            `width="${icon.size}" height="${icon.size}"`,
          ) +
          `</body></html>`,
      )
      const png = await page.screenshot({
        clip: { x: 0, y: 0, width: icon.size, height: icon.size },
        omitBackground: icon.transparent,
      })
      await writeFile(join(PUBLIC_DIR, icon.file), png)
      console.log(`wrote web/public/${icon.file} (${icon.size}×${icon.size}, ${png.length} bytes)`)
    }
    await writeFile(join(PUBLIC_DIR, 'favicon.svg'), logoSvg({ scale: 0.84, background: 'tile' }))
    console.log('wrote web/public/favicon.svg')
  } finally {
    await browser.close()
  }
}

await main()
