import sharp from 'sharp'

/**
 * Real images for the photo tests, made on this machine: a gradient (so the encoder has
 * something to keep), optionally with EXIF that carries a camera, GPS tags and an orientation.
 */
export async function testJpeg(
  options: { width?: number; height?: number; gps?: boolean; orientation?: number } = {},
): Promise<Buffer> {
  const { width = 800, height = 1000, gps = false, orientation } = options
  let image = sharp(gradient(width, height), { raw: { width, height, channels: 3 } }).jpeg()
  if (gps) {
    image = image.withExif({
      IFD0: { Make: 'PhoneCam', Model: 'Secret Model 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 58/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '122/1 25/1 5678/100',
      },
    })
  }
  if (orientation) image = image.withMetadata({ orientation })
  return image.toBuffer()
}

/** The same picture as PNG or WebP. */
export async function testImage(format: 'png' | 'webp', width = 600, height = 600) {
  return sharp(gradient(width, height), { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer()
}

function gradient(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3
      pixels[at] = (x * 255) / width
      pixels[at + 1] = (y * 255) / height
      pixels[at + 2] = 128
    }
  }
  return pixels
}
