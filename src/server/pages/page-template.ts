// The built index.html, cut once into the parts a rendered page is put together from.
// Sections between <!--shell--> and <!--/shell--> are for the empty shell only (its
// default title, the "needs JavaScript" note); a rendered page has its own head there.

export interface RenderedParts {
  head: string;
  body: string;
  state: string;
}

export interface PageTemplate {
  /** A whole page: the rendered head, the page's code to preload, its markup and state. */
  compose(page: RenderedParts, preloads: string[]): string;
}

const SHELL = /<!--shell[\s\S]*?<!--\/shell-->/g;
const ROOT = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet"[^>]*>/g;

export function pageTemplate(indexHtml: string): PageTemplate | undefined {
  const firstShell = indexHtml.search(SHELL);
  if (firstShell < 0) return undefined;
  // The rendered head goes where the shell's head was; everything else stays in order.
  const html = indexHtml.slice(0, firstShell) + '\u0000' + indexHtml.slice(firstShell);
  const stripped = html.replace(SHELL, '');
  const [beforeHead, afterHead = ''] = stripped.split('\u0000');
  const headEnd = afterHead.indexOf('</head>');
  const rootAt = afterHead.indexOf(ROOT);
  if (headEnd < 0 || rootAt < headEnd) return undefined;
  // Stylesheets first, before the page's own head and any script: the stylesheet is all
  // the first paint waits for, and asked first it takes the page's own warm connection.
  const stylesheets = afterHead.slice(0, headEnd).match(STYLESHEET) ?? [];
  const headRest = afterHead.slice(0, headEnd).replace(STYLESHEET, '');
  const between = afterHead.slice(headEnd, rootAt);
  const after = afterHead.slice(rootAt + ROOT.length);
  return {
    compose: (page, preloads) =>
      // Joined, never String#replace: `$&` and the like in a product's name are text.
      beforeHead +
      stylesheets.join('') +
      page.head +
      headRest +
      afterPaint(preloads) +
      between +
      `<div id="root">${page.body}</div>` +
      page.state +
      after,
  };
}

/**
 * The page's own chunks, named for preloading in an inert template that the page's
 * after-paint script starts together with the first chunk, once the page has painted
 * (src/web/after-paint.js): fetched with the app's code, not before the first paint.
 */
function afterPaint(files: string[]): string {
  if (files.length === 0) return '';
  const links = files.map(
    (file) => `<link rel="modulepreload" crossorigin href="${file.replace(/"/g, '&quot;')}">`,
  );
  return `<template data-after-paint>${links.join('')}</template>`;
}
