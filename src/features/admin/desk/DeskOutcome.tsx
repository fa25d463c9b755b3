import * as desk from './Desk.module.css';

export interface DeskOutcomeProps {
  /** What the last action did, or null. */
  readonly success: string | null;
  /** Why it did not happen, or null. */
  readonly error: string | null;
}

/**
 * A desk list's word on its last action, above the list: an error as an alert, a success in a status line that is
 * always there (so a screen reader hears each new one).
 */
export function DeskOutcome({ success, error }: DeskOutcomeProps) {
  return (
    <div className={desk.messages}>
      {error && (
        <p className={desk.errorMessage} role="alert">
          {error}
        </p>
      )}
      <p className={desk.successMessage} role="status">
        {success}
      </p>
    </div>
  );
}
