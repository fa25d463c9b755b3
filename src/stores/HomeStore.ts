import { makeAutoObservable } from 'mobx';
import type { Locale } from '../../contracts/common';
import type { Category, CommercialBlock } from '../../contracts/content';
import { getMainSections } from '../api/content';
import { Resource, resourcePer } from '../lib/Resource';
import type { Services } from './services';
import type { CommercialStore } from './CommercialStore';
import type { ContentStore } from './ContentStore';
import type { PopupsStore } from './PopupsStore';

export type MainSections = Awaited<ReturnType<typeof getMainSections>>;

/** SPEC §2 main page: latest scroll, community hotspot, essential review, multimedia, subscribe exclusive. */

/** What HomeStore uses: the shared services, and by name the stores it works with. */
export type HomeDeps = Services & { readonly commercial: CommercialStore; readonly content: ContentStore; readonly popups: PopupsStore };

export class HomeStore {
  commercial: Resource<CommercialBlock[]> | null = null;
  private readonly sectionsIn = resourcePer((locale: Locale) => new Resource(() => getMainSections(this.deps.api, locale)));

  constructor(private readonly deps: HomeDeps) {
    makeAutoObservable<this, 'deps' | 'sectionsIn'>(this, { deps: false, sections: false, sectionsIn: false }, { autoBind: true });
  }

  /** The sections of the reader's edition: the articles that exist in it. */
  get sections(): Resource<MainSections> {
    return this.sectionsIn(this.deps.locale);
  }

  load(): Promise<void> {
    void this.deps.content.categories.load();
    this.commercial = this.deps.commercial.blocksFor('mainPage');
    return this.sections.load();
  }

  retry(): Promise<void> {
    return this.sections.retry();
  }

  /** Nothing at all to show: the no-content state rather than five empty headings. */
  get isEmpty(): boolean {
    const data = this.sections.data;
    if (!data) return false;
    return (
      data.front.length === 0 &&
      data.latest.length === 0 &&
      data.hotspot.length === 0 &&
      data.essential.length === 0 &&
      data.multimedia.videos.length === 0 &&
      data.multimedia.pictures.length === 0 &&
      data.exclusive.length === 0
    );
  }

  get blocks(): readonly CommercialBlock[] {
    return this.commercial?.data ?? [];
  }

  /** The section a story belongs to, for its label and link; undefined until the menu has loaded. */
  categoryOf(id: string): Category | undefined {
    return this.deps.content.categories.data?.find((category) => category._id === id);
  }

  /** "Subscribe exclusive": the full subscription popup. */
  subscribe(): void {
    this.deps.popups.open('subscription');
  }
}
