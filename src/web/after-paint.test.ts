import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';

// after-paint.js runs inline in the page's head: it copies the tags named in the inert
// <template data-after-paint> elements into the head once the page has painted.

// Tests run from the project's root.
const source = readFileSync(join(process.cwd(), 'src/web/after-paint.js'), 'utf8');
// The page's globals (document, requestAnimationFrame) are this test's, as in the page.
const run = () => runInThisContext(source) as void;
const frame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));

function pageWithCode(rendered: boolean) {
  document.body.innerHTML = rendered
    ? '<div id="root"><h1>Circuit Haat</h1></div>'
    : '<div id="root"></div>';
  document.head.innerHTML =
    '<template data-after-paint><link rel="modulepreload" crossorigin href="/assets/vendor.js">' +
    '<link rel="modulepreload" crossorigin href="/assets/runtime.js"></template>' +
    '<template data-after-paint><link rel="modulepreload" crossorigin href="/assets/page.js"></template>';
}

const started = () =>
  [...document.head.querySelectorAll(':scope > link[rel="modulepreload"]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('crossorigin'),
  ]);

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the after-paint script', () => {
  it('on a rendered page, starts every named tag, attributes and all, only after a frame', async () => {
    pageWithCode(true);
    run();
    expect(started()).toEqual([]);
    await frame();
    expect(started()).toEqual([
      ['/assets/vendor.js', ''],
      ['/assets/runtime.js', ''],
      ['/assets/page.js', ''],
    ]);
    // The templates' own copies stay inert.
    expect(document.querySelectorAll('template[data-after-paint]')).toHaveLength(2);
  });

  it('on the empty page the browser draws, starts at once: there is nothing to paint first', () => {
    pageWithCode(false);
    run();
    expect(started()).toHaveLength(3);
  });

  it('starts each tag once', async () => {
    pageWithCode(true);
    run();
    await frame();
    await frame();
    expect(started()).toHaveLength(3);
  });

  it('starts anyway when the browser never reports the first paint', () => {
    vi.useFakeTimers();
    const silentObserver = class {
      static supportedEntryTypes = ['paint'];
      observe() {}
      disconnect() {}
    };
    vi.stubGlobal('PerformanceObserver', silentObserver);
    try {
      pageWithCode(true);
      run();
      vi.advanceTimersByTime(2_900);
      expect(started()).toEqual([]);
      vi.advanceTimersByTime(200);
      expect(started()).toHaveLength(3);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
