import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';

/**
 * stories/README.md maps every SPEC §5 validation rule, every SPEC §8 catalogue entry and every SPEC §2
 * header/footer item to the interaction test (story) that proves it. This keeps the table honest: every
 * requirement below has a row, every row names a story that exists, and that story's code asserts the text
 * (the spec's English, or the message id it is shown through).
 */

/** The requirements, in the spec's words. Keys are the first column of the table. */
const REQUIRED: Record<string, string> = {
  // SPEC §5
  '5.signIn.login': "Sign-in: email-or-username required ('Email or username required')",
  '5.signIn.password': "Sign-in: password required ('Password is required')",
  '5.signUp.emailValid': "Sign-up: email valid ('Email should be valid')",
  '5.signUp.emailRequired': "Sign-up: email required ('Email is required')",
  '5.signUp.firstName': "Sign-up: first name required ('First name is required')",
  '5.signUp.lastName': "Sign-up: last name required ('Last name is required')",
  '5.signUp.userName': "Sign-up: username required ('Username is required')",
  '5.signUp.password': "Sign-up: password required ('Password is required')",
  '5.signUp.passwordLength': "Sign-up: password at least 8 characters ('Minimum 8 symbols')",
  '5.signUp.confirmRequired': "Sign-up: confirm password required ('Confirm password')",
  '5.signUp.confirmEqual': "Sign-up: confirm password equal to password ('Passwords are different')",
  '5.restore.emailValid': 'Restore password: email valid',
  '5.restore.emailRequired': 'Restore password: email required',
  '5.reset.password': 'Reset password: password required, at least 8 characters (error.invalidPassword)',
  '5.reset.repeat': 'Reset password: repeat required and equal (error.passwordsMatchError)',
  '5.subscription.emailValid': 'Full subscription: valid email (error.invalidEmail)',
  '5.subscription.emailRequired': 'Full subscription: email required (error.emailRequired)',
  '5.subscription.firstName': 'Full subscription: firstName or name (error.nameErrorValidation)',
  '5.subscription.lastName': 'Full subscription: surname or lastName (error.surnameErrorValidation)',
  '5.subscription.phoneOptional': 'Full subscription: phone optional',
  '5.headerSubscription.comment': 'Header subscription: also requires a comment (error.comment2ErrorValidation)',
  '5.footer.emailValid': 'Footer subscription: valid email only',
  '5.contact.emailValid': 'Contact: email valid',
  '5.contact.emailRequired': 'Contact: email required',
  '5.contact.firstName': 'Contact: firstName required',
  '5.contact.lastName': 'Contact: lastName required',
  '5.contact.comment': 'Contact: comment required',
  '5.submit.emailValid': 'Submit article: email valid',
  '5.submit.emailRequired': 'Submit article: email required',
  '5.submit.firstName': 'Submit article: firstName required',
  '5.submit.lastName': 'Submit article: lastName required',
  '5.submit.comment': 'Submit article: comment required (error.commentErrorValidation)',
  '5.submit.files': "Submit article: at least one file ('Attach files to the application', error.noFilesAttached)",
  '5.vote.option': "Vote: an option must be selected ('The vote option should be selected')",
  '5.comment.message': 'Comment: message required',
  '5.phone.format': 'Phone keeps digits only and, with a dial code, formats as (xxx) xxx-xxxx',
  // SPEC §8
  '8.userNotVerified': "'User is not verified' -> 'User is not verified. We've sent new verification link to {email}, please confirm and try again'",
  '8.noUserFound': "'No user found' -> 'User wasn't found'",
  '8.invalidPassword': "'Invalid password' -> 'Invalid password'",
  '8.signUpEmailInUse': "'This email is already in use' (sign-up) -> 'Email is already in use'",
  '8.userNameInUse': "'This username is already in use' -> 'Username is already in use'",
  '8.userIsNotFound': "'User is not found' (restore) -> 'User is not found'",
  '8.signInOther': 'Any other sign-in failure shows the generic login error state',
  '8.signUpUnknown': 'Unknown errors on sign-up are ignored',
  '8.restoreUnknown': 'Unknown errors on restore are ignored',
  '8.subscriptionEmailInUse': "Subscription failure with 'This email is already in use' -> error.emailRegisteredError on the email field",
  '8.subscriptionOther': 'Other subscription errors are ignored',
  '8.contactSwallowed': 'Contact failures are swallowed: the form resets, closes and shows success',
  '8.submitSwallowed': 'Submit failures are swallowed: the form resets, closes and shows success',
  '8.resetSwallowed': 'A failed reset-password request is swallowed and proceeds as success',
  '8.successRegistration': "Success text 'Please check your email to confirm registration'",
  '8.successPasswordReset': "Success text 'Please check your email to confirm password reset'",
  '8.successContact': "Success text 'Thank you for your attention, we will contact you!'",
  '8.successSubscribing': "Success text 'Thanks for subscribing! Please check your email'",
  '8.pollNotice': "Poll notice 'Only {days} days and {hours} hours left'",
  // SPEC §2 header and footer
  '2.header.banner': 'Banner image from the general page data, with a default fallback',
  '2.header.social': 'Three external social links',
  '2.header.buttons': 'Contribute, Contact us and Subscription buttons open their popups',
  '2.header.audio': 'Audio player fed by the main page audioFile and audioTitle (play/pause)',
  '2.header.menu': 'Category menu with subcategories',
  '2.header.burger': 'Mobile burger with expandable subcategories (70 px per subcategory)',
  '2.header.date': 'Date: English format; the Chinese locales add the Chinese calendar date',
  '2.header.city': 'City',
  '2.header.weather': 'Weather with a Fahrenheit/Celsius toggle',
  '2.header.signOut': 'Login icon, which becomes a sign-out label when signed in',
  '2.header.join': 'Join button when signed out',
  '2.header.promo': 'Optional promo link (headerLink1Href, headerLink1Text)',
  '2.header.search': 'Search box: opens on the icon, closes on an outside click, pushes to /search debounced',
  '2.header.searchMobile': 'Search box on mobile: pushes after a 200 ms debounce',
  '2.header.language': 'Language switch: every locale but English and the current one',
  '2.footer.items': 'Seven navigation items: popups or external links',
  '2.footer.subscribe': 'Email subscribe box with a confirmation popup',
  '2.footer.copyright': 'Copyright line with the current year',
  '2.footer.legal': 'Links to /privacy and /notice',
  // SPEC §9 editor toolbar (the editors' desk body editor)
  '9.toolbar.heading': 'Editor toolbar: heading',
  '9.toolbar.alignment': 'Editor toolbar: alignment',
  '9.toolbar.bold': 'Editor toolbar: bold',
  '9.toolbar.italic': 'Editor toolbar: italic',
  '9.toolbar.underline': 'Editor toolbar: underline',
  '9.toolbar.strikethrough': 'Editor toolbar: strikethrough',
  '9.toolbar.link': 'Editor toolbar: link',
  '9.toolbar.bulletedList': 'Editor toolbar: bulleted list',
  '9.toolbar.numberedList': 'Editor toolbar: numbered list',
  '9.toolbar.horizontalLine': 'Editor toolbar: horizontal line',
  '9.toolbar.undo': 'Editor toolbar: undo',
  '9.toolbar.redo': 'Editor toolbar: redo',
};

interface Row {
  readonly key: string;
  readonly file: string;
  readonly story: string;
  /** What the story asserts: a message id of locales/en.json, or a quoted text. */
  readonly asserts: string;
}

const readme = readFileSync('stories/README.md', 'utf8');
const rows: Row[] = readme
  .split('\n')
  .filter((line) => /^\| `[2589]\.[\w.]+` \|/.test(line))
  .map((line) => {
    const cells = line.split(' | ').map((cell) => cell.replace(/^\|\s*|\s*\|$/g, '').trim());
    const [key = '', , file = '', story = '', asserts = ''] = cells;
    return { key: key.replace(/`/g, ''), file: file.replace(/`/g, ''), story: story.replace(/`/g, ''), asserts: asserts.replace(/`/g, '') };
  });

/** The source of one story export: from `export const Name` to the next export. */
function storySource(file: string, story: string): string | undefined {
  const source = readFileSync(file, 'utf8');
  const start = source.search(new RegExp(`export const ${story}\\b`));
  if (start < 0) return undefined;
  const next = source.slice(start + 1).search(/\nexport const /);
  const block = next < 0 ? source.slice(start) : source.slice(start, start + 1 + next);
  // A comment is no assertion: only code counts.
  return block.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

describe('the coverage table in stories/README.md', () => {
  it('has a row for every SPEC §5 rule, §8 entry, §2 header/footer item and §9 toolbar control, and no unknown rows', () => {
    expect([...new Set(rows.map((row) => row.key))].sort()).toEqual(Object.keys(REQUIRED).sort());
  });

  it.each(rows.map((row) => [`${row.key} -> ${row.file} ${row.story}`, row] as const))('%s', (_name, row) => {
    expect(existsSync(row.file), `${row.file} exists`).toBe(true);
    const source = storySource(row.file, row.story);
    expect(source, `export const ${row.story} in ${row.file}`).toBeDefined();
    // The story asserts the text: through its message id, its English text, or the quoted text itself.
    const messages = en as Record<string, string>;
    const quoted = row.asserts.replace(/^'(.*)'$/, '$1');
    const texts = [row.asserts, quoted, ...(messages[row.asserts] ? [messages[row.asserts] ?? ''] : [])];
    // A text the file keeps in a constant (`const SUCCESS = '…'`) counts when the story uses the constant.
    const file = readFileSync(row.file, 'utf8');
    for (const [, name = '', value = ''] of file.matchAll(/^const (\w+) = '(.*)';$/gm)) {
      if (texts.includes(value)) texts.push(name);
    }
    expect(
      texts.some((text) => source?.includes(text)),
      `${row.story} mentions ${row.asserts}`,
    ).toBe(true);
  });
});

/** The generic stories of stories/popupConformance.ts, read from its type. */
const conformance = readFileSync('stories/popupConformance.ts', 'utf8');
const GENERIC = [...(conformance.match(/export type ConformanceStory = ([^;]+);/)?.[1] ?? '').matchAll(/'(\w+)'/g)].map(
  ([, name]) => name ?? '',
);
/** A popup's story file is named after it (`SignInPopup.stories.tsx`); `SignUpPopupControls` shares sign-up's. */
const popupFiles = readdirSync('stories', { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('Popup.stories.tsx'))
  .map((path) => `stories/${path}`);

describe('the popup conformance stories', () => {
  it('are the five generic stories, and there are popup story files to hold them', () => {
    expect(GENERIC).toEqual(['EscCloses', 'FocusTrapped', 'ZhCn', 'ZhTw', 'Mobile']);
    expect(popupFiles.length).toBeGreaterThanOrEqual(10);
  });

  it.each(popupFiles)('%s declares each under its own name', (file) => {
    const source = readFileSync(file, 'utf8');
    for (const name of GENERIC) {
      expect(source, `${file}: export const ${name}`).toMatch(new RegExp(`^export const ${name} = meta\\.story\\(conformance\\.${name}\\);$`, 'm'));
    }
  });
});
