import { describe, expect, it } from 'vitest';
import { familyFirstName, personName } from '../../contracts/personName';
import { comments } from '../../mocks/seed/comments';
import { users } from '../../mocks/seed/users';

// Issue 28 and docs/decisions/066: a name is written by its own script, whatever the page's language.
describe('a person’s name, as the site shows it', () => {
  it('writes a Latin name given name first, with a space, in every edition', () => {
    expect(personName({ lastName: 'Clarke', firstName: 'Emma' })).toBe('Emma Clarke');
    expect(personName({ lastName: 'van der Berg', firstName: 'Anna' })).toBe('Anna van der Berg');
    expect(personName({ lastName: 'Nakamura', firstName: 'Yui' })).toBe('Yui Nakamura');
  });

  it('writes other spaced scripts given name first too', () => {
    expect(personName({ lastName: 'Иванова', firstName: 'Анна' })).toBe('Анна Иванова');
    expect(personName({ lastName: 'Παπαδόπουλος', firstName: 'Νίκος' })).toBe('Νίκος Παπαδόπουλος');
  });

  it('writes a Chinese name family name first, without a space', () => {
    expect(personName({ lastName: '王', firstName: '小明' })).toBe('王小明');
    expect(personName({ lastName: '歐陽', firstName: '娜娜' })).toBe('歐陽娜娜');
  });

  it('writes Japanese and Korean names without a space too', () => {
    expect(personName({ lastName: '中村', firstName: 'ゆい' })).toBe('中村ゆい');
    expect(personName({ lastName: '김', firstName: '민준' })).toBe('김민준');
  });

  it('mixed scripts: the family name’s script decides the order, and the parts keep a space', () => {
    expect(personName({ lastName: '王', firstName: 'Kevin' })).toBe('王 Kevin');
    expect(personName({ lastName: 'Wang', firstName: '小明' })).toBe('小明 Wang');
  });

  it('trims what the reader typed, and an empty part leaves the other alone', () => {
    expect(personName({ lastName: ' 王 ', firstName: ' 小明 ' })).toBe('王小明');
    expect(personName({ lastName: 'Clarke', firstName: '  ' })).toBe('Clarke');
    expect(personName({ lastName: '', firstName: 'Emma' })).toBe('Emma');
    expect(personName({ lastName: '', firstName: '' })).toBe('');
  });

  it('spells every seeded reader as their seeded comments do, so one person reads one way everywhere', () => {
    expect(personName(users.find((user) => user._id === 'usr_reader') ?? { lastName: '', firstName: '' })).toBe('Emma Clarke');
    for (const user of users) {
      const signed = comments.filter((comment) => comment.userId === user._id).map((comment) => comment.userName);
      for (const name of new Set(signed)) expect(name).toBe(personName(user));
    }
  });

  it('signs no seeded comment with a Latin name family name first', () => {
    const names = new Set(comments.map((comment) => comment.userName));
    for (const wrong of ['Clarke Emma', 'Rossi Marco', 'Silva Ana', 'Nakamura Yui', 'Schmidt Jonas']) expect(names).not.toContain(wrong);
    expect(names).toContain('Ana Silva');
  });
});

describe('the userName a comment request carries (SPEC §3: last name followed by first name)', () => {
  it('keeps the spec’s order on the wire', () => {
    expect(familyFirstName({ lastName: 'Clarke', firstName: 'Emma' })).toBe('Clarke Emma');
    expect(familyFirstName({ lastName: '王', firstName: '小明' })).toBe('王小明');
    expect(familyFirstName({ lastName: 'Clarke', firstName: '' })).toBe('Clarke');
  });
});
