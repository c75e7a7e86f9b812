// Runs in the page's <head>: the build writes it inline (vite.config.ts), and the server
// allows exactly this script by its hash in the CSP (src/server/http/inline-scripts.ts).
// The app's code (the entry script and the chunks to preload) is named in inert
// <template data-after-paint> elements: the build moves the first chunk's tags there, and
// the server adds the page's own chunks. This script starts them once the page's first
// paint is on screen, so on a slow connection the page, its stylesheet and its pictures
// get the bandwidth first and the code comes next (docs/decisions/033-first-load-budget.md).
// A server-rendered page is complete without the code: its links work as plain links.
(function () {
  var NO_PAINT_REPORTED_MS = 3000;
  var started = false;

  function start() {
    if (started) return;
    started = true;
    var templates = document.querySelectorAll('template[data-after-paint]');
    for (var i = 0; i < templates.length; i++) {
      var tags = templates[i].content.children;
      for (var j = 0; j < tags.length; j++) {
        // A copy made here runs; the template's own (parsed as inert content) never does.
        var tag = document.createElement(tags[j].localName);
        for (var k = 0; k < tags[j].attributes.length; k++) {
          tag.setAttribute(tags[j].attributes[k].name, tags[j].attributes[k].value);
        }
        document.head.appendChild(tag);
      }
    }
  }

  function nextFrame() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }

  function afterPaint() {
    var root = document.getElementById('root');
    // Nothing to paint without the code (the pages the browser draws), or a tab opened in
    // the background, which paints nothing until it is shown: start at once.
    if (!root || !root.hasChildNodes() || document.visibilityState === 'hidden') return start();
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') < 0) return nextFrame();
    // Should the paint never be reported, the page must not stay without its code.
    setTimeout(start, NO_PAINT_REPORTED_MS);
    // The first contentful paint is reported once that frame is on screen.
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      nextFrame();
    });
    observer.observe({ type: 'paint', buffered: true });
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})();
