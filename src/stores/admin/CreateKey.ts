import { ApiFailure } from '../../api/client';

/** How a desk document kept by its id is made (under an idempotency key) and saved (from a version). */
export interface DocumentCalls<D, B> {
  readonly create: (key: string, body: B) => Promise<D>;
  readonly save: (id: string, version: number, body: B) => Promise<D>;
}

/**
 * One create's idempotency key (docs/decisions/048). Every try of the same create sends the same key until the
 * server has answered it, so a try whose answer was lost after the server stored it is answered with that first
 * row instead of making a second; a create the server did answer (a success, or a refusal that stored nothing)
 * takes a new key next time — the server keeps its answer per key, and a corrected form must not meet it again.
 */
export class CreateKey<B> {
  private key: string | null = null;
  private first: { readonly body: B; readonly sent: string } | null = null;

  constructor(private readonly newId: () => string) {}

  /**
   * The key for this try and the body to send under it: the first try's, whatever has been typed since, since the
   * server answers a key only for the very request it first had (another body under it is a 422, issue 29).
   * `changed`: the body differs from that first try's, so the answer's row lacks the rest, which the store saves
   * over it.
   */
  private next(body: B): { readonly key: string; readonly body: B; readonly changed: boolean } {
    const sent = JSON.stringify(body);
    if (this.key === null || this.first === null) {
      this.key = this.newId();
      this.first = { body, sent };
    }
    return { key: this.key, body: this.first.body, changed: sent !== this.first.sent };
  }

  /**
   * One try of the create: `call` is sent under the key with the first try's body (next); the key is kept or
   * dropped by how it ended (answered, failed).
   */
  async send<T>(body: B, call: (key: string, body: B) => Promise<T>): Promise<{ readonly answer: T; readonly changed: boolean }> {
    const { key, body: first, changed } = this.next(body);
    let answer: T;
    try {
      answer = await call(key, first);
    } catch (error) {
      this.failed(error);
      throw error;
    }
    this.answered();
    return { answer, changed };
  }

  /**
   * A create under this key. When the body has changed since the first try under it, `saveOver` saves the body
   * over the row the first try's body made.
   */
  async create<T>(body: B, create: (key: string, body: B) => Promise<T>, saveOver: (created: T) => Promise<T>): Promise<T> {
    const { answer, changed } = await this.send(body, create);
    return changed ? saveOver(answer) : answer;
  }

  /**
   * Writes `body` as a desk editor's save does: over the server's copy (`server`, from `version`, the one the form is
   * based on), or, while there is none, as a create under this key (over whose row a changed body is then saved).
   */
  write<D extends { readonly _id: string; readonly version: number }>(server: D | null, version: number | null, body: B, calls: DocumentCalls<D, B>): Promise<D> {
    if (server) return calls.save(server._id, version ?? server.version, body);
    return this.create(body, calls.create, (made) => calls.save(made._id, made.version, body));
  }

  /**
   * The try was answered: a success, or a 4xx (nothing stored, and the server keeps that answer for the key). Also
   * for a new form's create, which whatever became of an earlier form's is not.
   */
  answered(): void {
    this.key = null;
    this.first = null;
  }

  /** A failed try: its key stays only while nobody knows whether the server stored it (no answer, or a 5xx). */
  private failed(error: unknown): void {
    if (error instanceof ApiFailure && error.status >= 400 && error.status < 500) this.answered();
  }
}
