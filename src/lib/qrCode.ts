import qrcode from 'qrcode-generator';

/** A QR code as SVG drawing instructions: one path of dark squares on a grid of `size` modules (quiet zone included). */
export interface QrDrawing {
  readonly size: number;
  readonly path: string;
}

/** The quiet zone the standard asks for around the code, in modules: without it phones read it less reliably. */
const QUIET_ZONE = 4;

/**
 * The QR code of an address, drawn as one SVG path (no canvas, no network, no markup from a library put in as
 * HTML). The address goes in as its ASCII form (`URL.href`: punycode host, percent-encoded path), so the code's
 * bytes are the address's whatever the library does with other characters. Error correction M: a phone reads it
 * off a screen at an angle, and the code stays small enough to scan from across a desk. docs/decisions/062.
 */
export function qrDrawing(url: string): QrDrawing {
  const code = qrcode(0, 'M');
  code.addData(new URL(url).href, 'Byte');
  code.make();
  const count = code.getModuleCount();
  let path = '';
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (code.isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { size: count + 2 * QUIET_ZONE, path };
}
