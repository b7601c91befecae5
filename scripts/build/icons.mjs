// Renders packages/site/public/favicon.svg into the PNG icons and the multi-size favicon.ico beside it.
// Run by hand after changing the SVG: `node scripts/build/icons.mjs` (needs Chromium).
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "playwright-core";

const publicDir = new URL("../../packages/site/public/", import.meta.url);
const svg = readFileSync(new URL("favicon.svg", publicDir), "utf8");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});

/** @param {number} size */
async function png(size) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
  const bytes = await page.screenshot({ omitBackground: true });
  await page.close();
  return bytes;
}

/** An ICO file whose images are PNGs (every browser since IE Vista reads them). @param {Buffer[]} images @param {number[]} sizes */
function ico(images, sizes) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((image, i) => {
    const entry = 6 + 16 * i;
    const size = (sizes[i] ?? 0) % 256; // 0 stands for 256
    header.writeUInt8(size, entry);
    header.writeUInt8(size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(image.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += image.length;
  });
  return Buffer.concat([header, ...images]);
}

const icoSizes = [16, 32, 48];
writeFileSync(new URL("favicon.ico", publicDir), ico(await Promise.all(icoSizes.map(png)), icoSizes));
for (const size of [180, 192, 512]) {
  writeFileSync(new URL(size === 180 ? "apple-touch-icon.png" : `icon-${size}.png`, publicDir), await png(size));
}
await browser.close();
