import { avataaars } from '@dicebear/collection'
import { createAvatar } from '@dicebear/core'
import { Faker, base } from '@faker-js/faker'
import { encode } from 'blurhash'
import sharp from 'sharp'
import type { PhotoSize } from '#shared/domain/photos.ts'
import { writePhotoFiles } from '../../photos/gallery.ts'
import type { PhotoStore } from '../../uploads/photo-store.ts'
import { demoPictureName, parseDemoPictureName, type DemoPictureMember } from './picture-names.ts'

/**
 * The demo members' pictures (docs/photos.md "Demo pictures"): illustrated portraits drawn on this
 * machine with DiceBear's avataaars, fitting each member's gender and age, two to four per member,
 * the same person in each (face, skin, hair, beard) in different clothes, moods and colours.
 *
 * Drawing one takes 0.1–0.3 s of CPU here, so 800 of them would add minutes to the first start.
 * The seed writes only the rows, each with a BlurHash made from the picture's colours; the files
 * are drawn the first time one is read (demoPictureStore) and kept like any upload. A picture's
 * name says everything needed to draw it: `<userId>-d0000000-0000-4000-8000-<g><age><i>00000000`.
 */

/** Drawn square, then cut to the card's portrait (4:5) from its middle. */
const SIDE = 900
const CARD = { width: 720, height: 900 }
const THUMB = 240

const FEMALE_TOPS = [
  'bob',
  'bun',
  'curly',
  'curvy',
  'frida',
  'longButNotTooLong',
  'miaWallace',
  'straight01',
  'straight02',
  'straightAndStrand',
  'bigHair',
] as const
const MALE_TOPS = [
  'shortCurly',
  'shortFlat',
  'shortRound',
  'shortWaved',
  'sides',
  'theCaesar',
  'theCaesarAndSidePart',
  'frizzle',
  'shaggy',
] as const
const BEARDS = ['beardLight', 'beardMajestic', 'beardMedium', 'moustacheFancy'] as const
const SKINS = ['614335', 'd08b5b', 'ae5d29', 'edb98a', 'ffdbb4'] as const
const NATURAL_HAIR = ['2c1b18', '4a312c', '724133', 'a55728', 'b58143', 'd6b370'] as const
const GREY_HAIR = 'e8e1e1'
const BACKGROUNDS = ['f3e3d3', 'e8d5c4', 'd9cfe8', 'c9dbe8', 'd5e8d4', 'f0d9c7', 'e8cccc', 'dde3ea']
const CLOTHES = [
  'blazerAndShirt',
  'blazerAndSweater',
  'collarAndSweater',
  'shirtCrewNeck',
  'shirtScoopNeck',
  'shirtVNeck',
] as const
const CLOTHES_COLOURS = [
  '262e33',
  '3c4f5c',
  '5199e4',
  '65c9ff',
  '929598',
  'a7ffc4',
  'e6e6e6',
  'ff488e',
  'ff5c5c',
  'ffafb9',
  'ffffb1',
] as const
const EYES = ['default', 'happy', 'side', 'squint', 'wink'] as const
const MOUTHS = ['default', 'smile', 'twinkle', 'serious'] as const
const EYEBROWS = ['defaultNatural', 'flatNatural', 'raisedExcitedNatural', 'default'] as const

interface Person {
  female: boolean
  top: string
  skin: string
  hair: string
  beard: string | null
}

const faker = new Faker({ locale: [base] })

/** The person every picture of the member shows: the same seed gives the same choices. */
function personOf(member: DemoPictureMember): Person {
  faker.seed(member.id * 7919)
  const female = member.gender === 'female'
  const greying = member.age >= 58 || (member.age >= 46 && faker.datatype.boolean(0.4))
  return {
    female,
    top: faker.helpers.arrayElement(female ? FEMALE_TOPS : MALE_TOPS),
    skin: faker.helpers.arrayElement(SKINS),
    hair: greying ? GREY_HAIR : faker.helpers.arrayElement(NATURAL_HAIR),
    beard: !female && faker.datatype.boolean(0.6) ? faker.helpers.arrayElement(BEARDS) : null,
  }
}

/** What changes between a member's pictures: background, clothes, expression. */
function sceneOf(member: DemoPictureMember, index: number) {
  faker.seed(member.id * 7919 + index + 1)
  return {
    background: BACKGROUNDS[(member.id + index * 3) % BACKGROUNDS.length]!,
    clothing: faker.helpers.arrayElement(CLOTHES),
    clothesColor: faker.helpers.arrayElement(CLOTHES_COLOURS),
    eyes: faker.helpers.arrayElement(EYES),
    mouth: faker.helpers.arrayElement(MOUTHS),
    eyebrows: faker.helpers.arrayElement(EYEBROWS),
  }
}

function portraitSvg(member: DemoPictureMember, index: number): string {
  const person = personOf(member)
  const scene = sceneOf(member, index)
  return createAvatar(avataaars, {
    seed: `${member.id}-${index}`,
    size: SIDE,
    backgroundColor: [scene.background],
    top: [person.top as (typeof FEMALE_TOPS)[number]],
    topProbability: 100,
    skinColor: [person.skin],
    hairColor: [person.hair],
    facialHair: person.beard ? [person.beard as (typeof BEARDS)[number]] : [],
    facialHairProbability: person.beard ? 100 : 0,
    facialHairColor: [person.hair],
    accessoriesProbability: 0,
    clothing: [scene.clothing],
    clothesColor: [scene.clothesColor],
    eyes: [scene.eyes],
    mouth: [scene.mouth],
    eyebrows: [scene.eyebrows],
  }).toString()
}

const rgb = (hex: string) => [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16))

/**
 * A BlurHash of the picture from its colours alone (background, face, clothes), so the seed
 * draws nothing: close enough to the drawn picture for the moment before it arrives.
 */
function placeholderOf(member: DemoPictureMember, index: number): string {
  const person = personOf(member)
  const scene = sceneOf(member, index)
  const [width, height] = [20, 25]
  const pixels = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [dx, dy] = [(x - width / 2) / (width * 0.2), (y - height * 0.52) / (height * 0.2)]
      const colour =
        y > height * 0.8
          ? scene.clothesColor
          : dx * dx + dy * dy < 1
            ? person.skin
            : dy < -0.6 && Math.abs(dx) < 1.4
              ? person.hair
              : scene.background
      pixels.set([...rgb(colour), 255], (y * width + x) * 4)
    }
  }
  return encode(pixels, width, height, 4, 5)
}

/** The rows of the member's pictures: `count` of them (1–4), each approved. */
export function demoPictures(member: DemoPictureMember, count: number) {
  return Array.from({ length: count }, (_, index) => ({
    userId: member.id,
    name: demoPictureName(member, index),
    position: index,
    ...CARD,
    placeholder: placeholderOf(member, index),
    status: 'approved' as const,
  }))
}

/** Draws every size of a demo picture: the card and full size 720×900, the thumbnail square. */
async function drawDemoPicture(
  member: DemoPictureMember,
  index: number,
): Promise<Record<PhotoSize, Buffer>> {
  const square = await sharp(Buffer.from(portraitSvg(member, index)))
    .png()
    .toBuffer()
  const card = await sharp(square)
    .extract({ left: (SIDE - CARD.width) / 2, top: 0, ...CARD })
    .webp({ quality: 80 })
    .toBuffer()
  const thumb = await sharp(square).resize(THUMB, THUMB).webp({ quality: 75 }).toBuffer()
  return { thumb, card, full: card }
}

/**
 * The photo store of a demo installation: a demo picture missing from `store` is drawn on its
 * first read and written there, so later reads are plain reads. Every other file is `store`'s.
 */
export function demoPictureStore(store: PhotoStore): PhotoStore {
  const drawing = new Map<string, Promise<Record<PhotoSize, Buffer>>>()
  return {
    ...store,
    async read(file) {
      const stored = await store.read(file)
      if (stored) return stored
      const [, name, size] = /^(.+)-(thumb|card|full)\.webp$/.exec(file) ?? []
      const demo = name ? parseDemoPictureName(name) : null
      if (!demo || !size) return null
      let drawn = drawing.get(name!)
      if (!drawn) {
        drawn = drawDemoPicture(demo.member, demo.index)
        drawing.set(name!, drawn)
      }
      try {
        const files = await drawn
        await writePhotoFiles(store, name!, files).catch((error: unknown) => {
          // Another read of the same picture wrote them first.
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
        })
        return new Uint8Array(files[size as PhotoSize])
      } finally {
        drawing.delete(name!)
      }
    },
  }
}
