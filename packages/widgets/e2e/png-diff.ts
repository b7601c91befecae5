import { inflateSync } from "node:zlib";

interface Bitmap {
  width: number;
  height: number;
  /** RGBA, row by row. */
  pixels: Uint8Array;
}

/** Decodes the 8-bit RGB/RGBA PNGs Chromium writes (enough for screenshot comparison). */
export function decodePng(png: Buffer): Bitmap {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 4;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("latin1", offset + 4, offset + 8);
    const chunk = png.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      width = chunk.readUInt32BE(0);
      height = chunk.readUInt32BE(4);
      channels = chunk[9] === 6 ? 4 : 3;
    } else if (type === "IDAT") data.push(chunk);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = new Uint8Array(width * height * 4);
  let previous = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] ?? 0;
    const line = Uint8Array.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? (line[x - channels] ?? 0) : 0;
      const b = previous[x] ?? 0;
      const c = x >= channels ? (previous[x - channels] ?? 0) : 0;
      const paeth = () => {
        const p = a + b - c;
        const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      };
      const predictor = [0, a, b, (a + b) >> 1, filter === 4 ? paeth() : 0][filter] ?? 0;
      line[x] = ((line[x] ?? 0) + predictor) & 255;
    }
    for (let x = 0; x < width; x++) {
      for (let k = 0; k < 4; k++) pixels[(y * width + x) * 4 + k] = k < channels ? (line[x * channels + k] ?? 0) : 255;
    }
    previous = line;
  }
  return { width, height, pixels };
}

/** How two screenshots differ: same size or not, pixels that differ at all, and the largest channel delta. */
export function comparePngs(first: Buffer, second: Buffer) {
  const a = decodePng(first);
  const b = decodePng(second);
  if (a.width !== b.width || a.height !== b.height)
    return { sameSize: false, differing: Number.NaN, maxDelta: 255, total: 0 };
  let differing = 0;
  let maxDelta = 0;
  for (let i = 0; i < a.pixels.length; i += 4) {
    let delta = 0;
    for (let k = 0; k < 4; k++) delta = Math.max(delta, Math.abs((a.pixels[i + k] ?? 0) - (b.pixels[i + k] ?? 0)));
    if (delta > 0) differing++;
    maxDelta = Math.max(maxDelta, delta);
  }
  return { sameSize: true, differing, maxDelta, total: a.width * a.height };
}
