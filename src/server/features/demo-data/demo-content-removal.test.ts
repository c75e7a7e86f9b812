import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ShopSettings } from '../../../shared/schemas/shop-settings.ts';
import { DEFAULT_SHOP_SETTINGS } from '../../../shared/shop-defaults.ts';
import { signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { testWebBuild } from '../../pages/test-web-build.ts';

// "Remove demo data" also takes the demo shop's words off the pages (decision 087): the
// carousel, the About page's owner profile, the address, the email and the social links.
// The pages are read as a visitor's first answer, server-rendered.

let shop: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  shop = await startTestApp({ seeded: true, webDir: await testWebBuild() });
  owner = await signUpOwner(shop.app, shop.database.db);
});
afterAll(() => shop?.close());

const page = (url: string) => shop.app.inject({ method: 'GET', url });
const settings = async () =>
  (await shop.app.inject({ method: 'GET', url: '/api/shop' })).json<ShopSettings>();

/** Texts of the demo shop that must not be left on its pages, as React escapes them. */
const demoTexts = [
  ...DEFAULT_SHOP_SETTINGS.slides.flatMap((slide) => [slide.heading, slide.imageAlt]),
  DEFAULT_SHOP_SETTINGS.owner.name,
  DEFAULT_SHOP_SETTINGS.owner.storyHeading,
  ...DEFAULT_SHOP_SETTINGS.address,
  DEFAULT_SHOP_SETTINGS.email,
  DEFAULT_SHOP_SETTINGS.social.facebook,
].map((text) => text.replace(/'/g, '&#x27;'));

describe('removing the demo data empties the demo shop’s own words', () => {
  test('before: the home and About pages show the demo carousel, owner, address and email', async () => {
    const home = (await page('/')).body;
    const about = (await page('/about')).body;
    expect(home).toContain(DEFAULT_SHOP_SETTINGS.slides[1]?.heading);
    expect(about).toContain(DEFAULT_SHOP_SETTINGS.owner.name);
    expect(about).toContain(DEFAULT_SHOP_SETTINGS.email);
    expect(about).toContain(DEFAULT_SHOP_SETTINGS.address[0]);
  });

  test('after: the pages answer 200 and none of the demo texts is on them; the owner’s own words stay', async () => {
    // A detail the owner already changed is theirs: the removal keeps it.
    const own = { ...(await settings()), hours: 'Open 11 am to 9 pm' };
    const put = await shop.app.inject({
      method: 'PUT',
      url: '/api/shop',
      headers: owner.headers,
      payload: { ...own, social: { ...own.social, youtube: 'https://www.youtube.com/@dhakapc' } },
    });
    expect(put.statusCode).toBe(200);

    const removal = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/demo-data/remove',
      headers: owner.headers,
    });
    expect(removal.statusCode).toBe(200);

    for (const url of ['/', '/about', '/products']) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBe(200);
      for (const text of demoTexts) expect(answer.body, `${url}: ${text}`).not.toContain(text);
    }
    const about = (await page('/about')).body;
    expect(about).toContain('Open 11 am to 9 pm');
    expect(about).toContain(DEFAULT_SHOP_SETTINGS.phone);
    expect((await page('/')).body).toContain('https://www.youtube.com/@dhakapc');

    const after = await settings();
    expect(after).toMatchObject({ owner: null, slides: [], address: [], email: '' });
    expect(after.social).toEqual({
      facebook: '',
      youtube: 'https://www.youtube.com/@dhakapc',
      instagram: '',
      linkedin: '',
    });
  });

  test('the settings take the emptied shop back as it is (the form saves it unchanged)', async () => {
    const put = await shop.app.inject({
      method: 'PUT',
      url: '/api/shop',
      headers: owner.headers,
      payload: await settings(),
    });
    expect(put.statusCode).toBe(200);
    // A carousel is all four slides or none.
    const oneSlide = await shop.app.inject({
      method: 'PUT',
      url: '/api/shop',
      headers: owner.headers,
      payload: { ...(await settings()), slides: DEFAULT_SHOP_SETTINGS.slides.slice(0, 1) },
    });
    expect(oneSlide.statusCode).toBe(400);
    expect(oneSlide.body).toContain('The carousel has exactly 4 slides, or none to hide it');
  });
});
