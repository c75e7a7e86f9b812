import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { password, uniqueEmail, waitForTakeOverOnLoad } from './fixtures/test-base.ts';

// Sign-up, sign-in, sign-out, Google (against the local OpenID provider the
// Playwright config starts) and the guarded routes, in a real browser.

async function firstProductId(page: Page): Promise<string> {
  const response = await page.request.get('/api/product?pageSize=1');
  const [product] = (await response.json()) as { _id: string }[];
  if (!product) throw new Error('The catalogue is empty.');
  return product._id;
}

async function signUpThroughApi(page: Page, email: string) {
  const response = await page.request.post('/api/auth/signup', {
    data: { name: 'Nusrat Jahan', email, password },
  });
  expect(response.status()).toBe(201);
  // The API call opened a session in this browser context; leave it signed out.
  await page.request.post('/api/auth/logout');
}

async function fillLogin(page: Page, email: string, secret = password) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(secret);
  await page.getByRole('button', { name: 'Login' }).click();
}

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const accessToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

async function expectSignedIn(page: Page) {
  await expect(navigation(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: 'Dashboard' }).first()).toBeAttached();
  await expect.poll(() => accessToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
}

// Every page opened waits until React has taken it over (see the fixture).
test.beforeEach(({ page }) => waitForTakeOverOnLoad(page));

test.describe('sign-up', () => {
  test('shows every validation message of the form, verbatim', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Name is Required')).toBeVisible();
    await expect(page.getByText('Email is Required')).toBeVisible();
    await expect(page.getByText('Password is Required')).toBeVisible();

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Provide a valid Email')).toBeVisible();
    await expect(page.getByText('Must be 6 characaters or longer')).toBeVisible();

    await page.getByLabel('Name').fill('x'.repeat(81));
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Name must be at most 80 characters')).toBeVisible();
  });

  test('creates the account, stores the token and goes to /home', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Name').fill('Tanvir Hasan');
    await page.getByLabel('Email').fill(uniqueEmail('signup'));
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expectSignedIn(page);
  });

  test('an email that already has an account gets the error in red under the form', async ({
    page,
  }) => {
    const email = uniqueEmail('taken');
    await signUpThroughApi(page, email);
    await page.goto('/signup');
    await page.getByLabel('Name').fill('Someone Else');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('alert')).toHaveText(/already exists/);
    await expect(page).toHaveURL(/\/signup$/);
  });
});

test.describe('sign-in and sign-out', () => {
  test('a wrong password shows the auth error under the form', async ({ page }) => {
    const email = uniqueEmail('wrong');
    await signUpThroughApi(page, email);
    await page.goto('/login');
    await fillLogin(page, email, 'not the password');
    const error = page.getByRole('alert');
    await expect(error).toHaveText('Wrong email or password.');
    // Painted on a canvas to read it as RGB, whatever colour space the CSS uses.
    const [red = 0, green = 0, blue = 0] = await error.evaluate((element) => {
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return [];
      context.fillStyle = getComputedStyle(element).color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data];
    });
    expect(red).toBeGreaterThan(green + 40);
    expect(red).toBeGreaterThan(blue + 40);
  });

  test('signing in from the navbar goes to / and the session survives a reload', async ({
    page,
  }) => {
    const email = uniqueEmail('plain');
    await signUpThroughApi(page, email);
    await page.goto('/about');
    await navigation(page).getByRole('link', { name: 'Login' }).click();
    await fillLogin(page, email);
    await expect(page).toHaveURL(/\/$/);
    await expectSignedIn(page);
    await page.reload();
    await expectSignedIn(page);
  });

  test('Sign Out clears the identity session and the token', async ({ page }) => {
    const email = uniqueEmail('out');
    await signUpThroughApi(page, email);
    await page.goto('/login');
    await fillLogin(page, email);
    await expectSignedIn(page);

    await navigation(page).getByRole('button', { name: 'Sign Out' }).click();
    await expect(navigation(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(navigation(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    expect(await accessToken(page)).toBeNull();
    const session = await (await page.request.get('/api/auth/session')).json();
    expect(session.user).toBeNull();
    await page.reload();
    await expect(navigation(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });
});

test("on a phone, a signed-in visitor's navbar fits and Sign Out sits in the menu", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const email = uniqueEmail('phone');
  await signUpThroughApi(page, email);
  await page.goto('/login');
  await fillLogin(page, email);
  await expect(page).toHaveURL(/\/$/);
  const bar = navigation(page);
  const home = bar.getByRole('link', { name: /home$/ });
  const cart = bar.getByRole('link', { name: /^Cart/ });
  const [logo, cartBox] = [await home.boundingBox(), await cart.boundingBox()];
  // The shop's name is whole and clear of the cart icon; nothing sticks out of the page.
  expect(logo && cartBox && logo.x + logo.width <= cartBox.x).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(bar.getByRole('button', { name: 'Sign Out' })).toBeHidden();

  await bar.getByRole('button', { name: 'Menu' }).click();
  await bar.getByRole('button', { name: 'Sign Out' }).click();
  await expect(bar.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await accessToken(page)).toBeNull();
});

test.describe('guarded routes', () => {
  for (const route of ['order-modal', 'my-review'] as const) {
    test(`${route} sends a visitor to /login and back to the page after signing in`, async ({
      page,
    }) => {
      const email = uniqueEmail(route);
      await signUpThroughApi(page, email);
      const target = `/${route}/${await firstProductId(page)}`;
      await page.goto(target);
      await expect(page).toHaveURL(/\/login$/);
      await fillLogin(page, email);
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expectSignedIn(page);
    });
  }

  test('/dashboard needs sign-in and shows who is signed in', async ({ page }) => {
    const email = uniqueEmail('dash');
    await signUpThroughApi(page, email);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await fillLogin(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(email)).toBeVisible();
  });

  test('an admin page signs a non-admin out and sends them to /login', async ({ page }) => {
    // Every sign-up is a customer; only the owner setup link makes more.
    const email = uniqueEmail('customer');
    await signUpThroughApi(page, email);
    await page.goto('/login');
    await fillLogin(page, email);
    await expectSignedIn(page);

    await page.goto('/dashboard/allusers');
    await expect(page).toHaveURL(/\/login$/);
    await expect(navigation(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect.poll(() => accessToken(page)).toBeNull();
    const session = await (await page.request.get('/api/auth/session')).json();
    expect(session.user).toBeNull();
  });

  test('an admin, granted from the shell while the shop runs, opens the admin pages', async ({
    page,
  }) => {
    const email = uniqueEmail('granted');
    await signUpThroughApi(page, email);
    const granted = await promisify(execFile)(
      process.execPath,
      ['dist/server/cli/admin.js', 'grant', email],
      { env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' } },
    );
    expect(granted.stdout).toMatch(/is (now|already) an admin/);

    await page.goto('/dashboard/manage-products');
    await expect(page).toHaveURL(/\/login$/);
    await fillLogin(page, email);
    await expect(page).toHaveURL(/\/dashboard\/manage-products$/);
    await expect(page.getByText('Admin', { exact: true })).toBeVisible();
  });
});

test.describe('Google sign-in', () => {
  async function signInAtIssuer(page: Page, email: string) {
    // The local provider's development form stands in for Google's page.
    await page.locator('input[name="login"]').fill(email);
    await page.locator('input[name="password"]').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();
  }

  test('creates the account and returns to the guarded page the visitor came from', async ({
    page,
  }) => {
    const target = `/my-review/${await firstProductId(page)}`;
    await page.goto(target);
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
    const email = uniqueEmail('google');
    await signInAtIssuer(page, email);
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expectSignedIn(page);
    const session = await (await page.request.get('/api/auth/session')).json();
    expect(session.user.email).toBe(email);
  });

  test('links to an existing account with the same verified email; the password nobody proved stops working', async ({
    page,
  }) => {
    const email = uniqueEmail('link');
    await signUpThroughApi(page, email);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await signInAtIssuer(page, email);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expectSignedIn(page);
    const session = await (await page.request.get('/api/auth/session')).json();
    expect(session.user).toMatchObject({ email, name: 'Nusrat Jahan' });
    // Whoever signed up with the address first may not have been its owner (F1).
    const withPassword = await page.request.post('/api/auth/login', { data: { email, password } });
    expect(withPassword.status()).toBe(401);
    // No password to change: My Profile offers a first one instead.
    await page.goto('/dashboard/my-profile');
    await expect(page.getByRole('form', { name: 'Set a password' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Change password' })).toHaveCount(0);
  });

  test('an unverified Google email is refused with a clear message', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await signInAtIssuer(page, uniqueEmail('unverified', 'unverified.test'));
    await expect(page).toHaveURL(/\/login\?error=google-unverified$/);
    await expect(page.getByRole('alert')).toHaveText(/no verified email address/);
    await expect(navigation(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });
});
