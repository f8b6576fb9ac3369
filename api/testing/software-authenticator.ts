import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers'

/** What the CBOR encoder takes. */
type CBORType = Parameters<typeof isoCBOR.encode>[0]

/**
 * A passkey authenticator in software, for the API tests: it makes discoverable ES256 passkeys
 * with 'none' attestation and signs sign-in challenges as a phone or a security key would
 * (WebAuthn Level 3 §6.1 authenticator data, §6.5.4 attestation object, COSE keys of RFC 9053).
 * The answers are the browser's JSON, as @simplewebauthn/browser hands them to the app.
 */

interface StoredPasskey {
  id: Uint8Array<ArrayBuffer>
  privateKey: KeyObject
  userHandle: string
  counter: number
}

const FLAG_USER_PRESENT = 0x01
const FLAG_USER_VERIFIED = 0x04
const FLAG_ATTESTED_DATA = 0x40

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()
const b64url = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes))

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(counter)
  return bytes
}

/** The public key as a COSE_Key: EC2 (kty 2), ES256 (alg -7), P-256 (crv 1), x and y. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' })
  const key = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
    [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
  ])
  return isoCBOR.encode(key)
}

export function softwareAuthenticator(defaults: { origin: string }) {
  const stored: StoredPasskey[] = []
  return {
    /** The passkeys made so far (the last made last). */
    passkeys: stored,

    /** Makes a passkey for the registration options, as navigator.credentials.create() would. */
    register(
      options: PublicKeyCredentialCreationOptionsJSON,
      override: { origin?: string; challenge?: string } = {},
    ): RegistrationResponseJSON {
      const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      const id = new Uint8Array(randomBytes(16))
      const credentialLength = Buffer.alloc(2)
      credentialLength.writeUInt16BE(id.length)
      const authData = Buffer.concat([
        sha256(options.rp.id!),
        Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA]),
        counterBytes(0),
        Buffer.alloc(16), // AAGUID: none
        credentialLength,
        id,
        coseKey(publicKey),
      ])
      const attestation = new Map<string, CBORType>()
      attestation.set('fmt', 'none')
      attestation.set('attStmt', new Map<string, CBORType>())
      attestation.set('authData', new Uint8Array(authData))
      const attestationObject = isoCBOR.encode(attestation)
      const clientDataJSON = JSON.stringify({
        type: 'webauthn.create',
        challenge: override.challenge ?? options.challenge,
        origin: override.origin ?? defaults.origin,
        crossOrigin: false,
      })
      stored.push({ id, privateKey, userHandle: options.user.id, counter: 0 })
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key',
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: isoBase64URL.fromUTF8String(clientDataJSON),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
      }
    },

    /**
     * Signs the sign-in options' challenge with a passkey (the last made, unless named), its
     * counter one higher, as navigator.credentials.get() would.
     */
    authenticate(
      options: PublicKeyCredentialRequestOptionsJSON,
      override: { origin?: string; passkey?: StoredPasskey; counter?: number } = {},
    ): AuthenticationResponseJSON {
      const passkey = override.passkey ?? stored.at(-1)
      if (!passkey) throw new Error('The authenticator holds no passkey')
      passkey.counter = override.counter ?? passkey.counter + 1
      const authData = Buffer.concat([
        sha256(options.rpId!),
        Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED]),
        counterBytes(passkey.counter),
      ])
      const clientDataJSON = JSON.stringify({
        type: 'webauthn.get',
        challenge: options.challenge,
        origin: override.origin ?? defaults.origin,
        crossOrigin: false,
      })
      const signature = sign(
        'sha256',
        Buffer.concat([authData, sha256(clientDataJSON)]),
        passkey.privateKey,
      )
      return {
        id: b64url(passkey.id),
        rawId: b64url(passkey.id),
        type: 'public-key',
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: isoBase64URL.fromUTF8String(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: passkey.userHandle,
        },
      }
    },
  }
}
