import sharp from 'sharp';
const glyph = 'M10 8h13v4h-8.5v3.5H21v4h-6.5V25H10z';
const any = (size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#ea580c"/><path d="${glyph}" fill="#fff"/></svg>`;
// Maskable: full-bleed background, the glyph inside the central 60 % (the safe zone is a circle of 80 %).
const maskable = (size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" fill="#ea580c"/><g transform="translate(16 16) scale(0.62) translate(-16.5 -16.5)"><path d="${glyph}" fill="#fff"/></g></svg>`;
for (const [name, svg, size] of [
  ['icon-192.png', any(192), 192],
  ['icon-512.png', any(512), 512],
  ['icon-maskable-512.png', maskable(512), 512],
  ['apple-touch-icon.png', maskable(180), 180],
]) {
  await sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toFile(`src/web/public/icons/${name}`);
}
