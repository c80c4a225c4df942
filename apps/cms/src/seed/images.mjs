import sharp from 'sharp';
import { query } from '../admin-api.mjs';

/** Demo pictures: mosaics drawn from a seed, so no binary files live in the repository. */
export const demoImages = {
  hero: { title: 'Mosaic wall in warm glaze', seed: 1, hue: 18, width: 1920, height: 1080 },
  studio: { title: 'Studio benches at the Ravenna studio', seed: 2, hue: 200, width: 1600, height: 1000 },
  glass: { title: 'Smalti glass in jars', seed: 3, hue: 280, width: 1600, height: 900 },
  tiles: { title: 'Hand-cut ceramic tiles', seed: 4, hue: 140, width: 1600, height: 900 },
  grout: { title: 'Grouting a finished panel', seed: 5, hue: 40, width: 1600, height: 900 },
  kiln: { title: 'Kiln shelf after a glaze firing', seed: 6, hue: 350, width: 1600, height: 900 },
  kit: { title: 'Starter mosaic kit', seed: 7, hue: 170, width: 1200, height: 1200 },
  workshop: { title: 'Weekend workshop', seed: 8, hue: 230, width: 1200, height: 1200 },
  giftcard: { title: 'Gift card', seed: 9, hue: 60, width: 1200, height: 1200 },
  logo: { title: 'Tessera logo', seed: 10, hue: 18, width: 256, height: 256 },
};

/**
 * One file as set-up reads it back: what the Block Editor's image block and the seed's items refer to.
 * @typedef {Pick<import('@directus/types').File, 'id' | 'title' | 'width' | 'height' | 'filesize' | 'type' | 'filename_download'>} DemoFile
 */
/** @typedef {Record<keyof typeof demoImages, DemoFile>} DemoFiles the uploaded demo images, by their key in demoImages */

/** @param {{ seed: number, hue: number, width: number, height: number }} image */
function mosaicSvg({ seed, hue, width, height }) {
  let state = seed * 9973;
  const random = () => (state = (state * 16807) % 2147483647) / 2147483647;
  const size = Math.round(width / 24);
  const tiles = [];
  for (let y = 0; y < height; y += size) {
    for (let x = 0; x < width; x += size) {
      const h = (hue + Math.round((random() - 0.5) * 50) + 360) % 360;
      const l = 35 + Math.round(random() * 35);
      tiles.push(`<rect x="${x + 2}" y="${y + 2}" width="${size - 4}" height="${size - 4}" rx="${size / 8}" fill="hsl(${h} 55% ${l}%)"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${hue} 20% 92%)"/>${tiles.join('')}</svg>`;
}

/**
 * Uploads each demo image once (found again by title) and returns `{ key: { id, width, height, ... } }`.
 * @param {import('../admin-api.mjs').AdminApi} api
 * @returns {Promise<DemoFiles>}
 */
export async function ensureDemoImages(api) {
  const titles = Object.values(demoImages).map((image) => image.title);
  /** @type {DemoFile[]} */
  const existing = await api.get(
    `/files${query({ filter: { title: { _in: titles } }, limit: -1, fields: 'id,title,width,height,filesize,type,filename_download' })}`,
  );
  const byTitle = new Map(existing.map((file) => [file.title, file]));
  /** @type {Record<string, DemoFile>} */
  const files = {};
  for (const [key, image] of Object.entries(demoImages)) {
    let file = byTitle.get(image.title);
    if (!file) {
      const jpeg = await sharp(Buffer.from(mosaicSvg(image)))
        .jpeg({ quality: 78, mozjpeg: true })
        .toBuffer();
      const form = new FormData();
      form.append('title', image.title);
      form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), `${key}.jpg`);
      file = /** @type {DemoFile} */ (await api.post('/files', form));
    }
    files[key] = file;
  }
  // Every key of demoImages, filled in the loop above.
  return /** @type {DemoFiles} */ (files);
}
