import sharp from 'sharp';
const [,, src, top, h, out] = process.argv;
await sharp(src).extract({ left: 0, top: Number(top), width: 390, height: Number(h) }).toFile(out);
