/**
 * An editor's uploaded picture gets renditions, as the seed's have (issue 28 item 6, docs/decisions/083): AVIF and
 * WebP at each width up to its own and a 1200x630 share crop, kept beside it, turned upright by its EXIF
 * orientation. Where the binding makes none (the mock), the upload keeps its original only; uploading a picture
 * again where renditions can be made gives it them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn } from '../../contracts/admin';
import { uploadAdminImage } from '../../contracts/adminArticles';
import { RENDITION_FORMATS, renditionPath, socialPath, SOCIAL_CROP, type ImageRef } from '../../contracts/common';
import { fixtures } from '../../mocks/seed/fixtures';
import { sharpRenditions } from '../../src/apiServer/sharpRenditions';
import { PICTURES_PATH } from '../../src/rules/pictures';
import type { Ports } from '../../src/rules/ports';
import { callRule, memorySubject, sqlSubject, type RuleSubject } from './ruleSubjects';

const COVER = new Uint8Array(readFileSync(join(process.cwd(), 'mocks/public/media/articles/a05.jpg')));

/** The picture's bytes under its public path, as the file route serves them. */
async function served(ports: Ports, path: string): Promise<{ bytes: Uint8Array; type: string } | null> {
  return ports.files.get(`pictures/${path.slice(PICTURES_PATH.length)}`);
}

describe.each([
  ['memory', () => Promise.resolve(memorySubject())],
  ['sql', sqlSubject],
])('uploaded pictures on %s', (_key, open) => {
  let subject: RuleSubject;
  let token: string;
  const withRenditions = (): Ports => ({ ...subject.ports, renditions: sharpRenditions() });
  const withoutRenditions = (): Ports => {
    const { renditions: _none, ...ports } = subject.ports;
    return ports;
  };
  const upload = async (ports: Ports, bytes: Uint8Array<ArrayBuffer>, name = 'cover.jpg') => {
    const reply = await callRule(ports, uploadAdminImage, { body: {}, files: [new File([bytes], name, { type: 'image/jpeg' })], token });
    expect(reply.status, JSON.stringify(reply.json)).toBe(201);
    return (reply.json as { image: ImageRef }).image;
  };

  beforeAll(async () => {
    subject = await open();
    const signedIn = await callRule(subject.ports, adminSignIn, { body: { email: fixtures.editor.email, password: fixtures.editor.password } });
    token = (signedIn.json as { token: string }).token;
  });
  afterAll(() => subject.close());

  it('a 1600 px picture: AVIF and WebP at 320 to 1600 px and the share crop, each beside the original', async () => {
    const image = await upload(withRenditions(), COVER);
    expect(image).toMatchObject({ width: 1600, height: 900, widths: [320, 640, 960, 1280, 1600], social: socialPath(image.path) });
    for (const width of image.widths ?? []) {
      for (const format of RENDITION_FORMATS) {
        const file = await served(subject.ports, renditionPath(image.path, width, format));
        expect(file?.type).toBe(`image/${format}`);
        const meta = await sharp(file?.bytes).metadata();
        expect([meta.width, meta.height]).toEqual([width, Math.round((width * 900) / 1600)]);
      }
    }
    const crop = await served(subject.ports, image.social ?? '');
    expect(crop?.type).toBe('image/jpeg');
    const meta = await sharp(crop?.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([SOCIAL_CROP.width, SOCIAL_CROP.height]);
  });

  it('a phone photo turned by its EXIF orientation: renditions upright, none wider than the picture', async () => {
    // 1200x700 stored sideways (orientation 6): a browser shows it 700 wide and 1200 high.
    const sideways = new Uint8Array(await sharp(COVER).resize(1200, 700).withMetadata({ orientation: 6 }).jpeg().toBuffer());
    const image = await upload(withRenditions(), sideways, 'phone.jpg');
    expect(image).toMatchObject({ width: 700, height: 1200, widths: [320, 640, 700] });
    const file = await served(subject.ports, renditionPath(image.path, 640, 'webp'));
    const meta = await sharp(file?.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([640, Math.round((640 * 1200) / 700)]);
  });

  it('where no renditions are made, the original only; uploaded again where they are, it gets them', async () => {
    const bytes = new Uint8Array(await sharp(COVER).resize(900, 506).jpeg({ quality: 70 }).toBuffer());
    const plain = await upload(withoutRenditions(), bytes);
    expect(plain).toEqual({ path: plain.path, pathWebp: plain.path, width: 900, height: 506 });
    expect(await served(subject.ports, renditionPath(plain.path, 320, 'avif'))).toBeNull();
    const again = await upload(withRenditions(), bytes);
    expect(again).toEqual({ ...plain, widths: [320, 640, 900], social: socialPath(plain.path) });
    expect((await served(subject.ports, renditionPath(plain.path, 900, 'avif')))?.type).toBe('image/avif');
  });
});
