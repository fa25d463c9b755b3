import { describe, expect, it } from 'vitest';
import { personName } from '../../contracts/personName';
import { comments } from '../../mocks/seed/comments';
import { users } from '../../mocks/seed/users';

describe('a person’s name (SPEC §3: family name, then given name)', () => {
  it('writes a Chinese name without a space', () => {
    expect(personName({ lastName: '王', firstName: '小明' })).toBe('王小明');
    expect(personName({ lastName: '歐陽', firstName: '娜娜' })).toBe('歐陽娜娜');
  });

  it('writes Japanese and Korean names without a space too', () => {
    expect(personName({ lastName: '中村', firstName: 'ゆい' })).toBe('中村ゆい');
    expect(personName({ lastName: '김', firstName: '민준' })).toBe('김민준');
  });

  it('keeps a space in a Latin name, and wherever the two parts are in different scripts', () => {
    expect(personName({ lastName: 'Clarke', firstName: 'Emma' })).toBe('Clarke Emma');
    expect(personName({ lastName: 'van der Berg', firstName: 'Anna' })).toBe('van der Berg Anna');
    expect(personName({ lastName: '王', firstName: 'Kevin' })).toBe('王 Kevin');
  });

  it('trims what the reader typed and never leaves a stray space', () => {
    expect(personName({ lastName: ' 王 ', firstName: ' 小明 ' })).toBe('王小明');
    expect(personName({ lastName: 'Clarke', firstName: '  ' })).toBe('Clarke');
    expect(personName({ lastName: '', firstName: 'Emma' })).toBe('Emma');
  });

  it('spells every seeded reader as their seeded comments do, so one person reads one way everywhere', () => {
    for (const user of users) {
      const signed = comments.filter((comment) => comment.userId === user._id).map((comment) => comment.userName);
      for (const name of new Set(signed)) expect(name).toBe(personName(user));
    }
  });
});
