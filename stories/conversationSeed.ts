import { db } from '../mocks/db';
import { UNMODERATED } from '../src/rules/views';

/**
 * More comments on a story than one page holds, by readers of the seed (the "More comments" stories): `count`
 * comments an hour apart, the newest an hour before the stories' "now".
 */
export function seedComments(articleId: string, count: number, now: number): void {
  for (let i = 0; i < count; i += 1) {
    db.comment.create({
      id: `cmt_more_${String(i).padStart(2, '0')}`,
      targetKind: 'article',
      targetId: articleId,
      userId: 'usr_xiaoming',
      userName: '王小明',
      text: `第 ${i + 1} 条：夜市的路线很实用。`,
      createdAt: new Date(now - (count - i) * 3_600_000).toISOString(),
      baseLikes: i,
      ...UNMODERATED,
      parentId: '',
    });
  }
}

/** A reader's report of a comment (the desk's reported queue). */
export function seedReport(commentId: string, userId: string, reason: string, note = ''): void {
  db.commentReport.create({ id: `rpt_${commentId}_${userId}`, commentId, userId, reason, note, createdAt: '2026-11-21T09:00:00.000Z' });
}
