import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { DecodeGate } from './decode-gate.ts';
import { reencodeUpload, resizeWebp } from './image-processing.ts';

/** A flat picture of the given size; cheap to make and to store, as bombs are. */
function flat(width: number, height: number, channels: 3 | 4 = 3) {
  return sharp({ create: { width, height, channels, background: '#3366aa' } });
}

const anyGate = () => new DecodeGate({ running: 1 });

describe('what is refused from the header alone, before decoding', () => {
  test.each([
    [
      'over 25 megapixels',
      () => flat(6000, 4200).png().toBuffer(),
      'This picture is 6000x4200; at most 25 megapixels are accepted. Please upload a smaller one.',
    ],
    [
      'an AVIF over 4 megapixels (decoded whole, about 20 bytes a pixel)',
      () => flat(2100, 2000).avif({ effort: 0 }).toBuffer(),
      'This picture is 2100x2000; at most 4 megapixels are accepted for an AVIF picture. Please upload a smaller one.',
    ],
    [
      'a progressive 4:4:4 JPEG over 13.3 megapixels (its coefficients held whole)',
      () => flat(3700, 3700).jpeg({ progressive: true, chromaSubsampling: '4:4:4' }).toBuffer(),
      'This picture is 3700x3700; at most 13.3 megapixels are accepted for a progressive 4:4:4 JPEG. Please upload a smaller one.',
    ],
    [
      'an interlaced 16-bit RGBA PNG over 10 megapixels (held whole at full depth)',
      () => flat(3200, 3200, 4).toColourspace('rgb16').png({ progressive: true }).toBuffer(),
      'This picture is 3200x3200; at most 10 megapixels are accepted for an interlaced 16-bit PNG. Please upload a smaller one.',
    ],
  ])('%s: a 413 with the limit, even while every decode slot is busy', async (_, make, message) => {
    const input = await make();
    // Had it gone on to decode, the full gate would have answered 503 instead.
    const gate = new DecodeGate({ running: 1, waiting: 0 });
    let release!: () => void;
    const holding = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    const refusal = await reencodeUpload(input, gate).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ statusCode: 413, message });
    release();
    await holding;
  });

  test('a progressive 4:2:0 JPEG of 25 megapixels, a camera photo, is accepted', async () => {
    const input = await flat(6000, 4000).jpeg({ progressive: true }).toBuffer();
    const stored = await reencodeUpload(input, anyGate());
    expect(stored).toMatchObject({ width: 1600, height: 1067 });
  });
});

describe('decoding', () => {
  test('a decode that runs past the time bound is stopped with a 413', async () => {
    // 25 MP of 16-bit RGBA noise, which inflates slowly: about two seconds of decoding
    // on a quiet two-core machine, past a bound of one (a flat picture took just one).
    const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
    const input = await sharp({
      create: { width: 5000, height: 5000, channels: 4, background: '#3366aa', noise },
    })
      .toColourspace('rgb16')
      .png({ compressionLevel: 1 })
      .toBuffer();
    const refusal = await reencodeUpload(
      input,
      new DecodeGate({ running: 1, timeoutSeconds: 1 }),
    ).catch((error: unknown) => error);
    expect(refusal).toMatchObject({
      statusCode: 413,
      message: expect.stringMatching(/^This picture takes too long to process\./),
    });
    // Making the picture is slow too: on a loaded machine it alone can outlast 30 s.
  }, 180_000);

  test('a narrower copy is made when a slot is free, and not at all when the gate is full', async () => {
    const stored = await flat(1200, 800).webp().toBuffer();
    const gate = new DecodeGate({ running: 1, waiting: 0 });
    const copy = await resizeWebp(stored, 480, gate);
    expect((await sharp(copy).metadata()).width).toBe(480);

    let release!: () => void;
    const holding = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    expect(await resizeWebp(stored, 480, gate)).toBeUndefined();
    release();
    await holding;
  });
});
