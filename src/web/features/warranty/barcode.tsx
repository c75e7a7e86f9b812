import { code128Bars } from './code128.ts';

/**
 * A Code 128 barcode of `text` as SVG, with the text under it for eyes. Ten modules of quiet
 * zone each side, as scanners need; black on white whatever the theme, as paper is.
 */
export function Barcode({ text, height = 60 }: { text: string; height?: number }) {
  const { bars, modules } = code128Bars(text);
  const quiet = 10;
  const width = modules + quiet * 2;
  return (
    <figure className="inline-block bg-white p-1 text-black">
      <svg
        role="img"
        aria-label={`Barcode of ${text}`}
        viewBox={`0 0 ${width} ${height}`}
        width={width * 2}
        height={height}
        shapeRendering="crispEdges"
      >
        <rect width={width} height={height} fill="#fff" />
        {bars.map((bar) => (
          <rect key={bar.x} x={bar.x + quiet} width={bar.width} height={height} fill="#000" />
        ))}
      </svg>
      <figcaption className="text-center font-mono text-sm">{text}</figcaption>
    </figure>
  );
}
