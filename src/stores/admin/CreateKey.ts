import { ApiFailure } from '../../api/client';

/**
 * One create's idempotency key (docs/decisions/048). Every try of the same create sends the same key until the
 * server has answered it, so a try whose answer was lost after the server stored it is answered with that first
 * row instead of making a second; a create the server did answer (a success, or a refusal that stored nothing)
 * takes a new key next time — the server keeps its answer per key, and a corrected form must not meet it again.
 */
export class CreateKey {
  private key: string | null = null;
  private firstSent: string | null = null;

  constructor(private readonly newId: () => string) {}

  /**
   * The key for this try, and whether the body differs from what the first try under this key sent: the answer
   * may then be the first try's row, and the store saves the rest over it.
   */
  private next(body: unknown): { readonly key: string; readonly changed: boolean } {
    const sent = JSON.stringify(body);
    if (this.key === null || this.firstSent === null) {
      this.key = this.newId();
      this.firstSent = sent;
    }
    return { key: this.key, changed: sent !== this.firstSent };
  }

  /**
   * One try of the create: `call` is sent under the key (next), which is kept or dropped by how it ended (answered,
   * failed). `changed`: the body differs from the first try's under this key (see next).
   */
  async send<T>(body: unknown, call: (key: string) => Promise<T>): Promise<{ readonly answer: T; readonly changed: boolean }> {
    const { key, changed } = this.next(body);
    let answer: T;
    try {
      answer = await call(key);
    } catch (error) {
      this.failed(error);
      throw error;
    }
    this.answered();
    return { answer, changed };
  }

  /**
   * A create under this key. When its answer is the first try's row and the body has changed since, `saveOver`
   * saves the body over that row (the answer may hold the first try's values).
   */
  async create<T>(body: unknown, create: (key: string) => Promise<T>, saveOver: (created: T) => Promise<T>): Promise<T> {
    const { answer, changed } = await this.send(body, create);
    return changed ? saveOver(answer) : answer;
  }

  /**
   * The try was answered: a success, or a 4xx (nothing stored, and the server keeps that answer for the key). Also
   * for a new form's create, which whatever became of an earlier form's is not.
   */
  answered(): void {
    this.key = null;
    this.firstSent = null;
  }

  /** A failed try: its key stays only while nobody knows whether the server stored it (no answer, or a 5xx). */
  private failed(error: unknown): void {
    if (error instanceof ApiFailure && error.status >= 400 && error.status < 500) this.answered();
  }
}
