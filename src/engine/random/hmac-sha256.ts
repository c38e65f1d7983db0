import { SHA256_INITIAL, compress } from './sha256';

const BLOCK = 64;
const encoder = new TextEncoder();

/**
 * HMAC-SHA256 (RFC 2104) under one key, with the key's inner and outer pads
 * compressed once: each message then costs two or three compressions.
 * Equal to node:crypto's createHmac('sha256', key) (tested).
 */
export class HmacSha256 {
  private readonly inner = SHA256_INITIAL.slice();
  private readonly outer = SHA256_INITIAL.slice();
  private readonly block = new Uint32Array(16);

  constructor(key: Uint8Array) {
    if (key.length > BLOCK) throw new RangeError('keys longer than 64 bytes are not supported');
    const ipad = new Uint8Array(BLOCK).fill(0x36);
    const opad = new Uint8Array(BLOCK).fill(0x5c);
    for (let i = 0; i < key.length; i++) {
      ipad[i] ^= key[i];
      opad[i] ^= key[i];
    }
    compress(this.inner, wordsOf(ipad));
    compress(this.outer, wordsOf(opad));
  }

  /** The MAC of a UTF-8 message, as eight big-endian 32-bit words. */
  words(message: string): Uint32Array {
    const bytes = utf8(message);
    const state = this.inner.slice();
    this.absorb(state, bytes, BLOCK + bytes.length);
    // The outer message is the 32-byte inner digest: one block, padding written as words.
    const block = this.block;
    for (let i = 0; i < 8; i++) block[i] = state[i];
    block[8] = 0x80000000;
    block.fill(0, 9, 15);
    block[15] = (BLOCK + 32) * 8;
    const out = this.outer.slice();
    compress(out, block);
    return out;
  }

  /** Compresses `bytes` and SHA-256's padding for a message of `total` bytes into `state`. */
  private absorb(state: Uint32Array, bytes: Uint8Array, total: number): void {
    const padded = new Uint8Array(Math.ceil((bytes.length + 9) / BLOCK) * BLOCK);
    padded.set(bytes);
    padded[bytes.length] = 0x80;
    const bits = total * 8;
    const end = padded.length;
    padded[end - 5] = Math.floor(bits / 0x1_0000_0000) & 0xff;
    padded[end - 4] = (bits >>> 24) & 0xff;
    padded[end - 3] = (bits >>> 16) & 0xff;
    padded[end - 2] = (bits >>> 8) & 0xff;
    padded[end - 1] = bits & 0xff;
    for (let offset = 0; offset < end; offset += BLOCK) {
      for (let i = 0; i < 16; i++) {
        const o = offset + 4 * i;
        this.block[i] = (padded[o] << 24) | (padded[o + 1] << 16) | (padded[o + 2] << 8) | padded[o + 3];
      }
      compress(state, this.block);
    }
  }
}

/** UTF-8 bytes; labels are ASCII, which a loop encodes faster than TextEncoder allocates. */
function utf8(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7f) return encoder.encode(text);
    bytes[i] = code;
  }
  return bytes;
}

function wordsOf(bytes: Uint8Array): Uint32Array {
  const words = new Uint32Array(bytes.length / 4);
  for (let i = 0; i < words.length; i++)
    words[i] = (bytes[4 * i] << 24) | (bytes[4 * i + 1] << 16) | (bytes[4 * i + 2] << 8) | bytes[4 * i + 3];
  return words;
}
