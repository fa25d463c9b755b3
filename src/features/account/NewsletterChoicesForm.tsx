import { Observer, observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { LOCALES } from '../../../contracts/common';
import { LOCALE_LIST } from '../../../contracts/locales';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { ResourceState } from '../../components/ResourceState';
import * as styles from './AccountPage.module.css';
import { useAccountStores } from './useAccountStores';

/** The newsletter of each edition, ticked or not, for the account's address (NewsletterChoicesStore). */
export const NewsletterChoicesForm = observer(function NewsletterChoicesForm({ headingId }: { readonly headingId: string }) {
  const { newsletters } = useAccountStores();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void newsletters.save();
  };
  return (
    <ResourceState resource={newsletters.choices} onRetry={() => void newsletters.choices.retry()}>
      {/* Rendered by DataState, which observes nothing: the form observes the choices itself. */}
      {() => (
        <Observer>
          {() => (
            <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={headingId}>
              {newsletters.pending && (
                <p className={styles.hint}>
                  <FormattedMessage
                    id="account.newsletters.pending"
                    defaultMessage="Your subscription waits for its confirmation mail. Saving your choice here confirms it."
                  />
                </p>
              )}
              <fieldset className={styles.choices}>
                <legend className={styles.legend}>
                  <FormattedMessage id="account.newsletters.legend" defaultMessage="Send me the newsletter of these editions:" />
                </legend>
                {LOCALES.map((edition) => (
                  <label key={edition} className={styles.choice} lang={LOCALE_LIST[edition].lang}>
                    <input
                      type="checkbox"
                      className={styles.checkbox}
                      checked={newsletters.editions.includes(edition)}
                      onChange={(event) => newsletters.toggle(edition, event.target.checked)}
                    />
                    {LOCALE_LIST[edition].name}
                  </label>
                ))}
              </fieldset>
              <FormError className={styles.formError} error={newsletters.error ?? undefined} />
              <div className={styles.actions}>
                <Button type="submit" busy={newsletters.saving}>
                  <FormattedMessage id="account.newsletters.save" defaultMessage="Save my choice" />
                </Button>
                {newsletters.saved && (
                  <p className={styles.saved} role="status">
                    {newsletters.editions.length > 0 ? (
                      <FormattedMessage id="account.newsletters.saved" defaultMessage="Saved. The newsletters you ticked will come to your email." />
                    ) : (
                      <FormattedMessage id="account.newsletters.none" defaultMessage="Saved. You will receive no newsletter." />
                    )}
                  </p>
                )}
              </div>
            </form>
          )}
        </Observer>
      )}
    </ResourceState>
  );
});
