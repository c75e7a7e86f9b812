import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  healthStatus,
  makeDataDir,
  removeDataDir,
  ShopProcess,
  sleep,
  type Customer,
} from './support/shop-process.ts';
import { signUpOwner } from './support/shop-owner.ts';

// Pictures that are small files but huge to decode, uploaded eight at a time: the
// server's resident memory must stay under the bound, every upload must get an answer
// (stored, or a clean refusal), and the shop must go on answering afterwards.
const PORT = 4450;
const PARALLEL = 8;
const MAX_RSS_MB = 400;

/** Mostly one flat colour with a patch of noise: compresses to little, decodes to a lot. */
async function flatWithNoise(size: number, channels: 3 | 4) {
  const noise = await sharp({
    create: {
      width: 360,
      height: 360,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .png()
    .toBuffer();
  const background = { r: 40, g: 110, b: 180, alpha: 1 };
  return sharp({ create: { width: size, height: size, channels, background } }).composite([
    { input: noise, top: 0, left: 0 },
  ]);
}

interface Attack {
  name: string;
  bytes: Buffer;
  type: string;
}

async function attacks(): Promise<Attack[]> {
  const jpeg = async (size: number, chromaSubsampling = '4:2:0') =>
    (await flatWithNoise(size, 3))
      .jpeg({ progressive: true, quality: 70, chromaSubsampling })
      .toBuffer();
  const png16 = async (size: number) =>
    (await flatWithNoise(size, 4)).toColourspace('rgb16').png({ compressionLevel: 9 }).toBuffer();
  const avif = async (size: number) =>
    (await flatWithNoise(size, 4)).avif({ quality: 30, effort: 0 }).toBuffer();
  return [
    { name: '6300x6300 progressive JPEG', bytes: await jpeg(6300), type: 'image/jpeg' },
    { name: '6300x6300 16-bit PNG', bytes: await png16(6300), type: 'image/png' },
    { name: '5000x5000 progressive JPEG', bytes: await jpeg(5000), type: 'image/jpeg' },
    {
      name: '3600x3600 progressive 4:4:4 JPEG',
      bytes: await jpeg(3600, '4:4:4'),
      type: 'image/jpeg',
    },
    { name: '5000x5000 16-bit PNG', bytes: await png16(5000), type: 'image/png' },
    { name: '5000x5000 AVIF', bytes: await avif(5000), type: 'image/avif' },
  ];
}

/** Samples the process's resident memory until stopped; answers the peak in MB. */
function sampleRss(pid: number) {
  let peak = 0;
  let running = true;
  const sampling = (async () => {
    while (running) {
      peak = Math.max(peak, (await memory(pid)).rssMb);
      await sleep(20);
    }
  })();
  return {
    async stop(): Promise<number> {
      running = false;
      await sampling;
      return peak;
    },
  };
}

/** VmRSS (resident now) and VmHWM (the highest it has been) of a process, in MB. */
async function memory(pid: number): Promise<{ rssMb: number; hwmMb: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]);
  return { rssMb: Math.round(kb('VmRSS') / 1024), hwmMb: Math.round(kb('VmHWM') / 1024) };
}

interface Answer {
  status: number;
  message: string;
  retryAfter: string | null;
}

async function upload(shop: ShopProcess, owner: Customer, attack: Attack): Promise<Answer> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(attack.bytes)], { type: attack.type }), 'attack');
  const response = await fetch(`${shop.baseUrl}/api/images`, {
    method: 'POST',
    headers: owner.headers,
    body: form,
  });
  const body = (await response.json()) as { message?: string; data?: { url: string } };
  return {
    status: response.status,
    message: body.message ?? body.data?.url ?? '',
    retryAfter: response.headers.get('retry-after'),
  };
}

describe('decoding pictures under an upload flood', () => {
  let dataDir: string;
  let shop: ShopProcess;
  let owner: Customer;

  beforeAll(async () => {
    dataDir = await makeDataDir('circuit-haat-decode-');
    // The first start seeds the demo catalogue, drawing its pictures: start again, so
    // the highest memory mark is the serving process's own.
    const seeding = await ShopProcess.start({ port: PORT, dataDir });
    owner = await signUpOwner(seeding);
    await seeding.stop();
    shop = await ShopProcess.start({ port: PORT, dataDir });
  });

  afterAll(async () => {
    await shop?.stop();
    if (dataDir) await removeDataDir(dataDir);
  });

  it(`keeps resident memory under ${MAX_RSS_MB} MB and answers every upload`, async () => {
    const pictures = await attacks();
    const before = await memory(shop.pid);
    const sampler = sampleRss(shop.pid);
    const answers: { attack: string; answer: Answer }[] = [];
    for (const attack of pictures) {
      const burst = await Promise.all(
        Array.from({ length: PARALLEL }, () => upload(shop, owner, attack)),
      );
      answers.push(...burst.map((answer) => ({ attack: attack.name, answer })));
    }
    const peakSampled = await sampler.stop();
    const after = await memory(shop.pid);
    await sleep(5_000);
    const settled = await memory(shop.pid);

    const sizes = pictures.map((p) => `${p.name} ${Math.round(p.bytes.length / 1024)} KB`);
    const outcomes = answers.map(({ attack, answer }) => `${attack}: ${answer.status}`);
    console.log(
      [
        `pictures: ${sizes.join(', ')}`,
        `RSS before ${before.rssMb} MB, peak ${Math.max(peakSampled, after.hwmMb)} MB ` +
          `(sampled ${peakSampled} MB, VmHWM ${after.hwmMb} MB), ` +
          `right after ${after.rssMb} MB, 5 s later ${settled.rssMb} MB`,
        `answers: ${outcomes.join('; ')}`,
      ].join('\n'),
    );

    for (const { attack, answer } of answers) {
      const where = `${attack}: ${answer.status} ${answer.message}`;
      expect([200, 400, 413, 415, 503], where).toContain(answer.status);
      expect(answer.message, where).not.toBe('');
      if (answer.status === 503) expect(answer.retryAfter, where).toMatch(/^\d+$/);
    }
    expect(Math.max(peakSampled, after.hwmMb)).toBeLessThan(MAX_RSS_MB);

    // Still serving: health, and an ordinary photo stored and served at a smaller width.
    expect(await healthStatus(shop.baseUrl)).toBe(200);
    const photo = await (await flatWithNoise(1200, 3)).jpeg().toBuffer();
    const stored = await upload(shop, owner, { name: 'photo', bytes: photo, type: 'image/jpeg' });
    expect(stored.status, stored.message).toBe(200);
    const small = await fetch(`${shop.baseUrl}${stored.message}?w=320`);
    expect(small.status).toBe(200);
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(320);
    expect(shop.running).toBe(true);
  });
});
