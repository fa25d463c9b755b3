/**
 * The front page by editors end to end (issue 25 item 1): an editor curates the zh-cn front on the desk — an older
 * story chosen, moved up to the lead by keyboard, given a headline of the front's own, another dragged into place 2
 * — saves, and the zh-cn home page opens with them: the lead and four more headlines above the fold at 1280 x 900,
 * the lead and the next headline on a phone; the English front keeps the rule's newest story.
 */
import { expect, test } from './fixtures';
import { seed } from '../../mocks/seed/data';
import { open, texts, signInToDesk } from './support';

const cn = texts('zh-cn');
const byDate = [...seed.articles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const [newest, , , , , , , , , chosen, , , dragged] = byDate;
const HEADLINE = '编辑之选：慢下来的冬天';

test('curate the front page and see it (zh-cn, desktop and phone)', async ({ page }) => {
  await signInToDesk(page, 'zh-cn');
  await page.getByRole('navigation', { name: cn('admin.articles.nav.label') }).getByRole('link', { name: cn('admin.front.nav') }).click();
  await expect(page.getByRole('heading', { level: 1, name: cn('admin.front.title') })).toBeVisible();
  await expect(page.getByRole('tab', { name: '简体中文' })).toHaveAttribute('aria-selected', 'true');

  const lead = cn('admin.front.place.lead');
  const place = (number: number) => cn('admin.front.place.number', { number });
  const inPlace = (field: string, name: string) => cn('admin.front.field.inPlace', { field: cn(field), place: name });
  const picker = (name: string) => page.getByRole('combobox', { name: inPlace('admin.front.field.story', name) });
  // An older story into place 2, then up to the lead with the keyboard.
  await picker(place(2)).selectOption({ label: chosen!.data['zh-cn'].title });
  await page.getByRole('button', { name: cn('admin.front.field.inPlace', { field: cn('admin.front.moveUp'), place: place(2) }) }).focus();
  await page.keyboard.press('Enter');
  await expect(picker(lead)).toHaveValue(chosen!._id);
  await expect(page.getByRole('status').filter({ hasText: cn('admin.front.moved', { title: chosen!.data['zh-cn'].title, place: lead }) })).toBeAttached();
  await page.getByRole('textbox', { name: inPlace('admin.front.field.headline', lead) }).fill(HEADLINE);
  // Another story into place 4, dragged by its handle up to place 2.
  await picker(place(4)).selectOption({ label: dragged!.data['zh-cn'].title });
  await page.locator('li[data-place="3"]').dragTo(page.locator('li[data-place="1"]'));
  await expect(picker(place(2))).toHaveValue(dragged!._id);

  await page.getByRole('button', { name: cn('admin.front.save'), exact: true }).click();
  await expect(page.getByText(cn('admin.front.success.saved'))).toBeVisible();

  // The reader's zh-cn home page, rendered on the server: the editors' lead and their story in place 2.
  await open(page, '/zh-cn/');
  const front = page.getByRole('region', { name: cn('home.lead') });
  const leadHeading = front.getByRole('heading', { level: 2 });
  await expect(leadHeading).toHaveText(HEADLINE);
  await expect(leadHeading.getByRole('link')).toHaveAttribute('href', `/zh-cn/${chosen!.slug}`);
  const under = front.getByRole('heading', { level: 3 });
  await expect(under.first()).toHaveText(dragged!.data['zh-cn'].title);
  await expect(under.nth(1)).toHaveText(newest!.data['zh-cn'].title);
  // 1280 x 900: the lead and at least four more headlines above the fold.
  await expect(leadHeading).toBeInViewport({ ratio: 1 });
  for (let index = 0; index < 4; index += 1) await expect(under.nth(index)).toBeInViewport({ ratio: 1 });

  // A phone: the lead and the next headline in the first screen.
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, '/zh-cn/');
  await expect(front.getByRole('heading', { level: 2 })).toBeInViewport({ ratio: 1 });
  await expect(front.getByRole('heading', { level: 3 }).first()).toBeInViewport({ ratio: 1 });

  // The English front is its own: no editor placed a story there, so the newest leads.
  await open(page, '/en/');
  await expect(page.getByRole('region', { name: texts('en')('home.lead') }).getByRole('heading', { level: 2 })).toHaveText(newest!.data.en.title);
});

test("curate a section's front and see its lead on the section's page (en)", async ({ page }) => {
  const en = texts('en');
  // The seed's section of articles with the most stories; its oldest story is made its lead.
  const [section] = seed.categories
    .filter((category) => category.kind === 'articles')
    .map((category) => ({ category, stories: byDate.filter((article) => article.data.en.category === category._id) }))
    .sort((a, b) => b.stories.length - a.stories.length);
  const oldest = section!.stories[section!.stories.length - 1]!;
  const headline = 'Our pick from the section';
  await signInToDesk(page);
  await page.getByRole('navigation', { name: en('admin.articles.nav.label') }).getByRole('link', { name: en('admin.front.nav') }).click();
  const name = section!.category.data.en.name;
  await page.getByRole('navigation', { name: en('admin.front.fronts') }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: en('admin.front.sectionTitle', { section: name }) })).toBeVisible();
  const lead = en('admin.front.place.lead');
  await page.getByRole('combobox', { name: en('admin.front.field.inPlace', { field: en('admin.front.field.story'), place: lead }) }).selectOption({ label: oldest.data.en.title });
  await page.getByRole('textbox', { name: en('admin.front.field.inPlace', { field: en('admin.front.field.headline'), place: lead }) }).fill(headline);
  await page.getByRole('button', { name: en('admin.front.save'), exact: true }).click();
  await expect(page.getByText(en('admin.front.success.saved'))).toBeVisible();

  // The section's page, rendered on the server, opens with the editor's lead under its front headline.
  await open(page, `/en/categories/${section!.category.data.en.alias}`);
  // The page's list of stories follows its (visually hidden) "Page 1 of …" heading; its first card is the lead.
  const first = page.locator('main h2 + ul > li').first();
  await expect(first.getByRole('link', { name: headline })).toHaveAttribute('href', `/en/${oldest.slug}`);
  // The home page's front is its own: the section's pick does not lead it.
  await open(page, '/en/');
  await expect(page.getByRole('region', { name: en('home.lead') }).getByRole('heading', { level: 2 })).toHaveText(newest!.data.en.title);
});
