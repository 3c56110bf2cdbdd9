import { create } from 'qrcode';
import { useMemo } from 'react';

/** The light margin the QR standard asks for around the code, in modules: scanners need it. */
const quietZoneModules = 4;

type QrCodeProps = {
  readonly value: string;
  /** What a screen reader says in place of the picture. */
  readonly label: string;
  readonly sizePx?: number;
};

/**
 * A QR code drawn as one SVG path, here in the browser: no image request, and nothing for the
 * Content Security Policy to allow. Black on white whatever the theme, as scanners expect.
 */
export function QrCode({ value, label, sizePx = 200 }: QrCodeProps) {
  const { path, extent } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    const squares: string[] = [];
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.get(row, column) === 1) {
          squares.push(`M${column + quietZoneModules} ${row + quietZoneModules}h1v1h-1z`);
        }
      }
    }
    return { path: squares.join(''), extent: modules.size + 2 * quietZoneModules };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      width={sizePx}
      height={sizePx}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
