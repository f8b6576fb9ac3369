import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MemberFace } from './MemberFace.tsx'
import { MemberPicture, type PicturedMember } from './MemberPicture.tsx'

const photo = {
  name: '7-2f0c6d1e-8a7b-4c3d-9e2f-1a2b3c4d5e6f',
  placeholder: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
}
const withPhotos: PicturedMember = {
  id: 7,
  profileImageUrl: `/api/photos/${photo.name}-thumb.webp`,
  photos: [photo, { name: '7-other', placeholder: photo.placeholder }],
}
const noPicture = (id: number): PicturedMember => ({ id, profileImageUrl: null, photos: [] })

/** The generated picture's drawing as the member sees it: its tone and the gradient's angle. */
function drawingOf(container: HTMLElement) {
  const picture = container.querySelector<HTMLElement>('.member-picture-generated')!
  return `${picture.dataset.tone} ${picture.style.backgroundImage}`
}

describe('MemberPicture', () => {
  it('shows the main photo’s thumbnail over its colour, at a fixed size, never dragged natively', () => {
    const { container } = render(<MemberPicture member={withPhotos} size={48} alt="" />)
    const image = container.querySelector('img')!
    expect(image.getAttribute('src')).toBe(`/api/photos/${photo.name}-thumb.webp`)
    expect(image.getAttribute('alt')).toBe('')
    expect(image.getAttribute('draggable')).toBe('false')
    const box = container.querySelector<HTMLElement>('.member-picture')!
    expect([box.style.width, box.style.height]).toEqual(['48px', '48px'])
    expect(box.style.backgroundColor).not.toBe('')
  })

  it('shows the card-size file of the main photo on a tile, over its BlurHash', () => {
    render(
      <MemberFace member={withPhotos}>
        <span>Anna, 29</span>
      </MemberFace>,
    )
    expect(screen.getByRole('presentation').getAttribute('src')).toBe(
      `/api/photos/${photo.name}-card.webp`,
    )
    expect(screen.getByText('Anna, 29')).toBeTruthy()
  })

  it('names the member when asked to (no name beside it)', () => {
    render(<MemberPicture member={withPhotos} size={72} alt="Your profile photo" />)
    expect(screen.getByRole('img', { name: 'Your profile photo' })).toBeTruthy()
  })

  it('falls back to the picture the profile names when there are no photos', () => {
    const { container } = render(
      <MemberPicture member={{ id: 3, profileImageUrl: '/generated/3.png' }} size={40} />,
    )
    const image = container.querySelector('img')!
    expect(image.getAttribute('src')).toBe('/generated/3.png')
    expect(image.getAttribute('draggable')).toBe('false')
  })

  it('draws the generated picture, not an initial, when there is no picture at all', () => {
    const { container } = render(<MemberPicture member={noPicture(12)} size={44} />)
    expect(container.querySelector('img')).toBeNull()
    const picture = container.querySelector('.member-picture-generated')!
    expect(picture.querySelector('svg')).not.toBeNull()
    expect(picture.textContent).toBe('')
    expect(picture.getAttribute('aria-hidden')).toBe('true')
  })

  it('draws the same picture for the same member, and different ones for neighbours', () => {
    const first = render(<MemberPicture member={noPicture(12)} size={44} />)
    const again = render(<MemberPicture member={noPicture(12)} size={96} />)
    expect(drawingOf(again.container)).toBe(drawingOf(first.container))
    const drawings = Array.from({ length: 24 }, (_, index) => {
      const view = render(<MemberPicture member={noPicture(index + 1)} size={44} />)
      return drawingOf(view.container)
    })
    expect(new Set(drawings).size).toBe(24)
    drawings.slice(1).forEach((drawing, index) => expect(drawing).not.toBe(drawings[index]))
  })

  it('draws the generated picture when the named picture cannot load', () => {
    const { container } = render(
      <MemberPicture member={{ id: 5, profileImageUrl: '/gone.png' }} size={40} />,
    )
    fireEvent.error(container.querySelector('img')!)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('.member-picture-generated svg')).not.toBeNull()
  })
})
