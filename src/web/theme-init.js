// Runs before the first paint: the build writes it inline into the page's <head>
// (vite.config.ts), and the server allows exactly that script by its hash in the CSP
// (src/server/http/inline-scripts.ts). It owns the data-theme attribute on <html>:
// the visitor's saved pick wins, otherwise the system setting, followed live. It
// also sets the navbar's signed-in hint.
// src/web/lib/theme.ts saves picks under the same key and watches the attribute.
(function () {
  var root = document.documentElement;
  var system = window.matchMedia('(prefers-color-scheme: dark)');

  function saved() {
    try {
      var theme = localStorage.getItem('theme');
      return theme === 'light' || theme === 'dark' ? theme : null;
    } catch {
      return null; // Storage can be blocked; the system theme still works.
    }
  }

  // The browser's own toolbar colour follows the page, not just the system.
  function paintChrome() {
    var colour = root.getAttribute('data-theme') === 'dark' ? '#1d232a' : '#ffffff';
    var metas = document.querySelectorAll('meta[name="theme-color"]');
    for (var i = 0; i < metas.length; i++) metas[i].setAttribute('content', colour);
  }

  root.setAttribute('data-theme', saved() || (system.matches ? 'dark' : 'light'));
  // A hint for the navbar (src/web/components/navbar.tsx): a stored token means the
  // visitor was signed in, so the signed-in navbar shows until the session check answers.
  try {
    if (localStorage.getItem('accessToken')) root.setAttribute('data-signed-in', '');
  } catch {
    // Without storage the navbar waits for the session check.
  }
  paintChrome();
  new MutationObserver(paintChrome).observe(root, {
    attributes: true,
    attributeFilter: ['data-theme'],
  });
  system.addEventListener('change', function () {
    if (!saved()) root.setAttribute('data-theme', system.matches ? 'dark' : 'light');
  });
})();
