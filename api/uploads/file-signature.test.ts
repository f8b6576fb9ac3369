import { describe, expect, it } from 'vitest'
import { sniffLetterType } from './file-signature.ts'

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part,
    ),
  )

describe('sniffLetterType', () => {
  it.each([
    [bytes('%PDF-1.7\n'), 'application/pdf'],
    [
      bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR', [0, 0, 0, 1, 0, 0, 0, 1]),
      'image/png',
    ],
    [bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    [bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'image/webp'],
    [bytes('GIF89a', [1]), 'image/gif'],
    [bytes('GIF87a', [1, 0, 1, 0, 0, 0, 0]), 'image/gif'],
    // ISO-BMFF 'ftyp' boxes as an iPhone writes them: HEIC, and plain HEIF.
    [bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0], 'mif1heic'), 'image/heic'],
    [bytes([0, 0, 0, 24], 'ftypmif1', [0, 0, 0, 0], 'mif1miaf'), 'image/heif'],
  ])('recognises %s as %s', async (input, type) => {
    expect(await sniffLetterType(input)).toBe(type)
  })

  it.each([
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a script named .pdf', bytes('#!/bin/sh\n')],
    ['a RIFF that is not WebP', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')],
    ['an empty file', bytes()],
    ['a truncated PNG', bytes([0x89], 'PNG')],
    ['a ZIP named .pdf', bytes('PK', [3, 4, 20, 0, 0, 0, 8, 0], 'word/document.xml')],
    ['an MP4 video', bytes([0, 0, 0, 24], 'ftypisom', [0, 0, 2, 0], 'isomiso2')],
  ])('refuses %s', async (_name, input) => {
    expect(await sniffLetterType(input)).toBeNull()
  })
})
