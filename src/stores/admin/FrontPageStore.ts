import { makeAutoObservable, runInAction } from 'mobx';
import { integer, object } from 'superstruct';
import {
  ADMIN_FRONT_ERRORS,
  fillPlaces,
  FRONT_LIMITS,
  FrontPageInput,
  type AdminFrontPage,
  type FrontCandidate,
  type FrontFill,
  type FrontPlace,
} from '../../../contracts/adminFrontPage';
import { LOCALES, mapLocales, perLocale, type Locale } from '../../../contracts/common';
import { getAdminFrontPage, saveAdminFrontPage } from '../../api/adminFrontPage';
import type { DeskDeps } from './deskDeps';
import { EditSession, type DeskField } from './EditSession';
import { pictureProblem, uploadPicture } from './pictureUpload';

export type FrontSuccess = 'saved' | 'pictureUploaded';

/** Each edition's front as the server has it. */
export type FrontPages = Record<Locale, AdminFrontPage>;
export type FrontValues = Record<Locale, FrontPageInput>;
type FrontVersions = Record<Locale, number>;

/** What a conflict compares: each place's story, headline and picture, and the rule, per edition. */
export type FrontDifferenceAt = { readonly edition: Locale; readonly place: number | null; readonly field: 'story' | 'headline' | 'picture' | 'fill' };
export type FrontDifference = FrontDifferenceAt & { readonly theirs: string; readonly mine: string };

export type FrontProblem = { readonly edition: Locale; readonly place: number; readonly kind: 'tooLong'; readonly max: number };

/** What one place shows on the desk: the editor's story, or the rule's, and how it reads. */
export interface PlaceView {
  readonly index: number;
  readonly place: FrontPlace | null;
  /** The story standing there now: the editor's, or the one the rule would put there (null: none left). */
  readonly story: FrontCandidate | null;
  readonly placed: boolean;
}

const FIELDS: readonly DeskField<FrontValues, FrontDifferenceAt>[] = LOCALES.flatMap((edition) => [
  { at: { edition, place: null, field: 'fill' as const }, read: (values: FrontValues) => values[edition].fill },
  ...Array.from({ length: FRONT_LIMITS.places }, (_, place) => [
    { at: { edition, place, field: 'story' as const }, read: (values: FrontValues) => values[edition].places[place]?.articleId ?? '' },
    { at: { edition, place, field: 'headline' as const }, read: (values: FrontValues) => values[edition].places[place]?.headline ?? '' },
    { at: { edition, place, field: 'picture' as const }, read: (values: FrontValues) => values[edition].places[place]?.image?.path ?? '' },
  ]).flat(),
]);

const emptyPlaces = () => Array.from({ length: FRONT_LIMITS.places }, (): FrontPlace | null => null);
const valuesOf = (pages: FrontPages): FrontValues => mapLocales((edition) => ({ fill: pages[edition].fill, places: pages[edition].places }));

/**
 * "Front page" on the desk (issue 25 item 1, docs/decisions/085): per edition, the lead and the stories under it
 * as an editor chooses and orders them (by keyboard or by dragging, both through `move`), each place's own
 * headline and picture, and the rule that fills what is left. Saved per edition with the version it was opened
 * at; keeping the work across an ended session and someone else's save is its EditSession's.
 */
export class FrontPageStore {
  readonly session: EditSession<FrontValues, FrontVersions, FrontDifferenceAt, FrontPages, FrontSuccess>;
  /** Each edition's stories to choose from, newest first. */
  candidates: Record<Locale, readonly FrontCandidate[]> = mapLocales(() => []);
  /** The place whose picture is being uploaded. */
  uploading: { readonly edition: Locale; readonly place: number } | null = null;
  /** What a move just did, for the screen to announce (and to keep the moved story's focus). */
  moved: { readonly edition: Locale; readonly from: number; readonly to: number } | null = null;

  /** `section`: a section's front (its id, docs/decisions/102); none: the home page's. */
  constructor(
    private readonly deps: DeskDeps,
    readonly section: string | null = null,
  ) {
    const blank: FrontPages = mapLocales((edition) => ({ edition, version: 0, updatedAt: null, updatedBy: '', fill: 'newest', places: emptyPlaces() }));
    this.session = new EditSession(
      deps,
      {
        // Each front's work is kept apart: the home page's under 'front' as before, a section's under its id.
        key: () => deps.copyKey('front', section ?? undefined),
        values: perLocale(FrontPageInput),
        baseVersion: object(mapLocales(() => integer())),
        valuesOf,
        versionOf: (pages) => mapLocales((edition) => pages[edition].version),
        conflict: { message: ADMIN_FRONT_ERRORS.versionConflict, latest: () => this.read() },
        keep: 'sessionEnd',
        fields: () => FIELDS,
        valid: () => this.allProblems.length === 0,
      },
      { values: valuesOf(blank), baseVersion: mapLocales(() => 0), loadStatus: 'idle' },
    );
    makeAutoObservable<this, 'deps'>(this, { deps: false, session: false, section: false }, { autoBind: true });
  }

  get values() { return this.session.server ? this.session.values : null; }
  get loadStatus() { return this.session.loadStatus; }
  get error() { return this.session.error; }
  get success() { return this.session.success; }
  get updating() { return this.session.updating; }
  get dirty() { return this.session.dirty; }
  get saveState() { return this.session.saveState; }
  get differences() { return this.session.differences.map((difference) => ({ ...difference, theirs: this.shown(difference.edition, difference.theirs, difference.field), mine: this.shown(difference.edition, difference.mine, difference.field) })) as FrontDifference[]; }

  /** Their front, where someone else saved since (the first edition that was). */
  get conflict(): AdminFrontPage | null {
    const theirs = this.session.conflict?.theirs;
    if (!theirs) return null;
    return LOCALES.map((edition) => theirs[edition]).find((page) => page.version !== this.session.baseVersion[page.edition]) ?? theirs.en;
  }

  /** A story id in a conflict's row as an editor reads it: its title. */
  private shown(edition: Locale, value: unknown, field: FrontDifferenceAt['field']): string {
    const text = typeof value === 'string' ? value : '';
    return field === 'story' ? (this.candidates[edition].find((story) => story._id === text)?.title ?? text) : text;
  }

  private get allProblems(): FrontProblem[] {
    return LOCALES.flatMap((edition) =>
      this.session.values[edition].places.flatMap((place, index): FrontProblem[] =>
        (place?.headline?.length ?? 0) > FRONT_LIMITS.headline ? [{ edition, place: index, kind: 'tooLong', max: FRONT_LIMITS.headline }] : [],
      ),
    );
  }

  problemFor(edition: Locale, place: number): FrontProblem | undefined {
    return this.allProblems.find((problem) => problem.edition === edition && problem.place === place);
  }

  /** Whether an edition's tab has a message in it. */
  troubled(edition: Locale): boolean {
    return this.allProblems.some((problem) => problem.edition === edition);
  }

  /** The places of an edition as readers will see them: the editor's stories, and the rule's in the others. */
  placesOf(edition: Locale): PlaceView[] {
    const { places, fill } = this.session.values[edition];
    const stories = this.candidates[edition];
    const shown = fillPlaces(places, stories, fill);
    // In the places' order; a place the rule has no story left for is missing from `shown`.
    let next = 0;
    return places.map((place, index) => {
      const valid = place !== null && stories.some((story) => story._id === place.articleId);
      const entry = shown[next];
      const standing = entry && entry.placed === valid ? entry : undefined;
      if (standing) next += 1;
      return { index, place, story: standing?.story ?? null, placed: place !== null };
    });
  }

  private async read(): Promise<FrontPages> {
    const answers = await Promise.all(LOCALES.map((edition) => getAdminFrontPage(this.deps.api, edition, this.section ?? undefined)));
    runInAction(() => (this.candidates = mapLocales((edition) => answers[LOCALES.indexOf(edition)]!.candidates)));
    return mapLocales((edition) => answers[LOCALES.indexOf(edition)]!.front);
  }

  /** Loads the three editions' fronts and their stories; work kept when the session ended comes back at once. */
  load(): Promise<void> {
    return this.session.load(async () => {
      const pages = await this.read();
      runInAction(() => this.session.take(pages));
      return 0;
    });
  }

  private changePlaces(edition: Locale, change: (places: (FrontPlace | null)[]) => void): void {
    if (!this.values) return;
    const values = this.session.values;
    const places = [...values[edition].places];
    change(places);
    this.session.change({ ...values, [edition]: { ...values[edition], places } });
  }

  /** Puts a story in a place (null: the place is left to the rule). A story placed elsewhere leaves that place. */
  choose(edition: Locale, index: number, articleId: string | null): void {
    this.moved = null;
    this.changePlaces(edition, (places) => {
      if (articleId === null) {
        places[index] = null;
        return;
      }
      const before = places.findIndex((place) => place?.articleId === articleId);
      if (before === index) return;
      if (before >= 0) places[before] = null;
      // A new story in the place: the headline and picture written for the one before do not follow it.
      places[index] = { articleId };
    });
  }

  setHeadline(edition: Locale, index: number, headline: string): void {
    this.changePlaces(edition, (places) => {
      const place = places[index];
      if (place) places[index] = { ...place, headline };
    });
  }

  /**
   * Moves a place to another position, the places between shifting by one (the keyboard's "move up / down" and a
   * drop after a drag both come here). The move is remembered so the screen can say it and keep the focus on it.
   */
  move(edition: Locale, from: number, to: number): void {
    if (to < 0 || to >= FRONT_LIMITS.places || from === to) return;
    this.changePlaces(edition, (places) => {
      const [place] = places.splice(from, 1);
      places.splice(to, 0, place ?? null);
    });
    this.moved = { edition, from, to };
  }

  /** The place being dragged, until it is dropped on another (or the drag ends elsewhere). */
  dragging: { readonly edition: Locale; readonly from: number } | null = null;

  startDrag(edition: Locale, from: number): void {
    this.dragging = { edition, from };
  }

  /** A drop on a place: the dragged one moves there, as "move" would take it. */
  dropOn(edition: Locale, to: number): void {
    const dragging = this.dragging;
    this.dragging = null;
    if (dragging?.edition === edition) this.move(edition, dragging.from, to);
  }

  endDrag(): void {
    this.dragging = null;
  }

  setFill(edition: Locale, fill: FrontFill): void {
    const values = this.session.values;
    if (this.values) this.session.change({ ...values, [edition]: { ...values[edition], fill } });
  }

  removePicture(edition: Locale, index: number): void {
    this.changePlaces(edition, (places) => {
      const place = places[index];
      if (place) places[index] = { articleId: place.articleId, ...(place.headline ? { headline: place.headline } : {}) };
    });
  }

  /** A picture for a place: checked here, uploaded through the desk's picture call, then shown in that place. */
  async uploadPicture(edition: Locale, index: number, file: File): Promise<boolean> {
    const refusal = pictureProblem(file);
    if (refusal) return this.session.refuse({ kind: refusal });
    this.uploading = { edition, place: index };
    return this.session.aside(
      async () => {
        const image = await uploadPicture(this.deps, file, () => undefined);
        runInAction(() => {
          this.changePlaces(edition, (places) => {
            const place = places[index];
            if (place) places[index] = { ...place, image };
          });
          this.session.success = 'pictureUploaded';
        });
      },
      () => (this.uploading = null),
    );
  }

  /** Saves each edition that changed, with the version it was opened at; a conflict on any is met once all were tried. */
  save(): Promise<boolean> {
    const section = this.section ? { section: this.section } : {};
    return this.session.saveParts(
      LOCALES,
      async (edition, version, sent) => {
        const { front } = await saveAdminFrontPage(this.deps.api, { edition, ...section, version, ...sent[edition] });
        return { saved: front, version: front.version };
      },
      'saved',
    );
  }

  keepTheirs(): void {
    this.session.keepTheirs();
  }

  saveMine(): Promise<boolean> {
    return this.session.adoptTheirs() ? this.save() : Promise.resolve(false);
  }
}
