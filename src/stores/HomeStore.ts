import { makeAutoObservable } from 'mobx';
import type { Locale } from '../../contracts/common';
import type { Category, CommercialBlock } from '../../contracts/content';
import { getMainSections } from '../api/content';
import { Resource } from '../lib/Resource';
import type { RootStore } from './RootStore';

export type MainSections = Awaited<ReturnType<typeof getMainSections>>;

/** SPEC §2 main page: latest scroll, community hotspot, essential review, multimedia, subscribe exclusive. */
export class HomeStore {
  commercial: Resource<CommercialBlock[]> | null = null;
  private readonly byLocale = new Map<Locale, Resource<MainSections>>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root' | 'byLocale'>(this, { root: false, sections: false, byLocale: false }, { autoBind: true });
  }

  /** The sections of the reader's edition: the articles that exist in it. */
  get sections(): Resource<MainSections> {
    const locale = this.root.locale;
    let resource = this.byLocale.get(locale);
    if (!resource) {
      resource = new Resource(() => getMainSections(this.root.api, locale));
      this.byLocale.set(locale, resource);
    }
    return resource;
  }

  load(): Promise<void> {
    void this.root.content.categories.load();
    this.commercial = this.root.commercial.blocksFor('mainPage');
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
    return this.root.content.categories.data?.find((category) => category._id === id);
  }

  /** "Subscribe exclusive": the full subscription popup. */
  subscribe(): void {
    this.root.popups.open('subscription');
  }
}
