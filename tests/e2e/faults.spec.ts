/**
 * Fault injection over HTTP (the mock API's /api/dev/faults, README "Fault injection"), seen through the
 * production server: an API that fails gives the page's error state with 503 and no-store (issue 13, honest
 * HTTP), and the page is whole again once the fault is mended. The switch answers only its own origin.
 */
import { getArticle } from '../../contracts/content';
import { DEV_ERRORS } from '../../contracts/dev';
import { travel } from '../../mocks/seed/articles/travel';
import { expect, test } from './fixtures';

const ARTICLE = travel.briefs.find((brief) => brief.id === 'art_021')!;

test('a failing article endpoint: 503, not kept, the error state; mended: the story', async ({ site }) => {
  const page = `${site!.url}/en/${ARTICLE.slug}`;
  await site!.fault(getArticle.path, 'serverError');
  const failing = await fetch(page);
  expect(failing.status).toBe(503);
  expect(failing.headers.get('cache-control')).toBe('no-store');
  expect(await failing.text()).not.toContain(ARTICLE.en.lede);

  await site!.fault(getArticle.path, null);
  const mended = await fetch(page);
  expect(mended.status).toBe(200);
  expect(await mended.text()).toContain(ARTICLE.en.title);
});

test('the fault switch lists what is set, and refuses another origin', async ({ site }) => {
  const faults = `${site!.mockUrl}/api/dev/faults`;
  await site!.fault(getArticle.path, 'slow');
  const listed = await fetch(faults);
  expect(await listed.json()).toEqual({ faults: { [getArticle.path]: 'slow' } });

  const crossSite = await fetch(faults, { method: 'DELETE', headers: { Origin: 'https://evil.example' } });
  expect(crossSite.status).toBe(403);
  expect(await crossSite.json()).toEqual({ message: DEV_ERRORS.notLocal });

  expect((await fetch(faults, { method: 'DELETE' })).status).toBe(200);
  expect(await (await fetch(faults)).json()).toEqual({ faults: {} });
});
