import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { Locale } from '../../contracts/common';
import { CONTENT_ERRORS, type Author, type Topic } from '../../contracts/content';
import { findMovedAuthor } from '../api/content';
import type { GeoLookupResponse } from '../../contracts/weather';
import type { ApiClient } from '../api/client';
import { DEFAULT_LOCALE } from '../i18n/locales';
import type { AccountStores } from './AccountStores';
import { AdminStore } from './AdminStore';
import { AudioStore } from './AudioStore';
import { CommercialStore } from './CommercialStore';
import { CommentsStore } from './CommentsStore';
import { ContactStore } from './ContactStore';
import { ContentStore } from './ContentStore';
import { DraftsStore } from './DraftsStore';
import { HomeStore } from './HomeStore';
import { LikesStore } from './LikesStore';
import { ListingStore } from './ListingStore';
import { MailLinksStore } from './MailLinksStore';
import { MultimediaStore } from './MultimediaStore';
import { OutboxStore, type OutboxDeps } from './OutboxStore';
import { PhrasesStore } from './PhrasesStore';
import { RecordingNavigation, type Navigation } from '../lib/navigation';
import { PlaceStore } from './PlaceStore';
import { PollsStore } from './PollsStore';
import { PopupsStore } from './PopupsStore';
import { SearchResultsStore } from './SearchResultsStore';
import { SearchStore } from './SearchStore';
import { SessionStore } from './SessionStore';
import { browserSaveFile, type SaveFile } from '../lib/saveFile';
import { MemoryStorage, storageKeys, type KeyValueStorage, type StorageKeys } from '../lib/storage';
import { SubjectPageStore } from './SubjectPageStore';
import { SubscriptionStore } from './SubscriptionStore';
import { LocalCoordination, type TabCoordination } from '../lib/tabs';
import type { Services } from './services';
import { WeatherStore } from './WeatherStore';

export interface RootStoreDeps {
  readonly api: ApiClient;
  readonly locale?: Locale;
  /** Milliseconds since the epoch; tests and stories pass a fixed one. */
  readonly clock?: () => number;
  readonly storage?: KeyValueStorage;
  /** This tab's own storage (sessionStorage in the browser): the reader's place across the sign-in's reload. */
  readonly sessionStorage?: KeyValueStorage;
  readonly navigation?: Navigation;
  /** Prefix of the local-storage keys (config.product.slug). */
  readonly slug?: string;
  /** The IP geolocation lookup (SPEC §7), used when no location is known. */
  readonly lookUpLocation?: () => Promise<GeoLookupResponse>;
  /** The site's origin (SPEC §3 client state "domain"). */
  readonly domain?: string;
  /** Where failed sends wait, and how tabs share them (IndexedDB and Web Locks in the browser). */
  readonly outbox?: OutboxDeps;
  /** How the site's tabs share sign-in, sign-out and the draft's replay (two stores, one instance: two tabs). */
  readonly tabs?: TabCoordination;
  /** How a file is handed to the reader (the account's data download); the browser's download unless told. */
  readonly saveFile?: SaveFile;
}

/**
 * One per app, per test and per story: everything it needs is handed in, nothing is a module singleton. It makes
 * the stores and is their Services; each store sees of it only what its constructor's type names (its `deps`).
 */
export class RootStore implements Services {
  readonly api: ApiClient;
  readonly clock: () => number;
  readonly storage: KeyValueStorage;
  readonly sessionStorage: KeyValueStorage;
  readonly keys: StorageKeys;
  readonly navigation: Navigation;
  readonly domain: string;
  readonly tabs: TabCoordination;
  readonly saveFile: SaveFile;
  locale: Locale;
  /** SPEC §4: set once the window's load event has fired. */
  loaded = false;

  readonly popups: PopupsStore;
  readonly drafts: DraftsStore;
  readonly session: SessionStore;
  readonly weather: WeatherStore;
  readonly content: ContentStore;
  readonly commercial: CommercialStore;
  readonly likes: LikesStore;
  readonly comments: CommentsStore;
  readonly polls: PollsStore;
  readonly audio: AudioStore;
  readonly subscription: SubscriptionStore;
  readonly contact: ContactStore;
  readonly search: SearchStore;
  readonly home: HomeStore;
  readonly listing: ListingStore;
  readonly authorPage: SubjectPageStore<Author>;
  readonly topicPage: SubjectPageStore<Topic>;
  readonly multimedia: MultimediaStore;
  readonly searchResults: SearchResultsStore;
  readonly mailLinks: MailLinksStore;
  /** The account page's stores, once that page has loaded (openAccountPage). */
  accountPage: AccountStores | null = null;
  readonly admin: AdminStore;
  readonly outbox: OutboxStore;
  readonly place: PlaceStore;
  readonly phrases = new PhrasesStore();

  constructor(deps: RootStoreDeps) {
    this.api = deps.api;
    this.clock = deps.clock ?? Date.now;
    this.storage = deps.storage ?? new MemoryStorage();
    this.sessionStorage = deps.sessionStorage ?? new MemoryStorage();
    this.keys = storageKeys(deps.slug ?? 'huanyu');
    this.navigation = deps.navigation ?? new RecordingNavigation();
    this.domain = deps.domain ?? '';
    this.tabs = deps.tabs ?? new LocalCoordination();
    this.locale = deps.locale ?? DEFAULT_LOCALE;
    this.saveFile = deps.saveFile ?? browserSaveFile;
    this.popups = new PopupsStore();
    this.outbox = new OutboxStore(this, deps.outbox);
    this.drafts = new DraftsStore(this);
    this.place = new PlaceStore(this);
    this.session = new SessionStore(this);
    this.api.useTokenFrom(() => this.session.token);
    this.api.useAdminTokenFrom(() => this.admin.data?.token ?? null);
    this.weather = new WeatherStore(
      this,
      deps.lookUpLocation ?? (() => Promise.reject(new Error('no location lookup configured'))),
    );
    this.content = new ContentStore(this);
    this.commercial = new CommercialStore(this);
    this.likes = new LikesStore(this);
    this.comments = new CommentsStore(this);
    this.polls = new PollsStore(this);
    this.audio = new AudioStore(this);
    this.subscription = new SubscriptionStore(this);
    this.contact = new ContactStore(this);
    this.search = new SearchStore(this);
    this.home = new HomeStore(this);
    this.listing = new ListingStore(this);
    this.authorPage = new SubjectPageStore<Author>(this, {
      subjects: (content) => content.authors,
      filter: 'author',
      notFound: CONTENT_ERRORS.authorNotFound,
      moved: async (deps, slug) => (await findMovedAuthor(deps.api, slug)).slug,
    });
    this.topicPage = new SubjectPageStore<Topic>(this, {
      subjects: (content) => content.topics,
      filter: 'topic',
      notFound: CONTENT_ERRORS.topicNotFound,
    });
    this.multimedia = new MultimediaStore(this);
    this.searchResults = new SearchResultsStore(this);
    this.mailLinks = new MailLinksStore(this);
    this.admin = new AdminStore(this);
    makeObservable(this, { locale: observable, loaded: observable, accountPage: observableRef, setLocale: action, markLoaded: action });
  }

  /**
   * The account page's stores, made the first time that page loads: their code is a chunk of its own, fetched with
   * the page, and not part of every page's scripts (docs/decisions/081).
   */
  async openAccountPage(): Promise<AccountStores> {
    const { AccountStores } = await import('./AccountStores');
    const page = runInAction(() => (this.accountPage ??= new AccountStores(this)));
    // Its texts come with it, in the page's language (docs/decisions/109).
    await page.loadTexts(this.locale);
    return page;
  }

  setLocale(locale: Locale): void {
    this.locale = locale;
  }

  markLoaded(): void {
    this.loaded = true;
  }
}
