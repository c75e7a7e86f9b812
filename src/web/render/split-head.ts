// React's server renderer writes the <title>, <meta> and <link> elements a page renders
// (wherever in the tree) first, ahead of the page's own markup, when it renders less than a
// whole document. They belong in <head>: this takes them off the front. Their attribute
// values and text are escaped by React, so none contains a "<" or ">" of its own.
const HOISTED = /<title>[^<]*<\/title>|<meta [^<>]*\/>|<link [^<>]*\/>/y;

export function splitHead(html: string): { head: string; body: string } {
  let at = 0;
  for (;;) {
    HOISTED.lastIndex = at;
    if (!HOISTED.test(html)) break;
    at = HOISTED.lastIndex;
  }
  return { head: html.slice(0, at), body: html.slice(at) };
}
