/**
 * Letters in the desk's inbox for stories and tests: what readers would have sent through Contact us and
 * Contribute, in the three languages, written through the rules' store (and file store) as the rules keep them.
 */
import { attachmentBytes } from './seed/attachments';
import { letterPictureBytes } from './seed/letterPicture';
import type { Ports } from '../src/rules/ports';
import { NEW_IN_INBOX } from '../src/rules/inboxRows';

const HOUR = 60 * 60 * 1000;

export const INBOX_LETTERS = {
  /** A reader on the English edition: a message. */
  message: { id: 'msg_letter_en', email: 'emma.clarke@example.com', firstName: 'Emma', lastName: 'Clarke' },
  /** A reader on the Simplified edition: a contribution with a manuscript and a photograph. */
  contribution: {
    id: 'ctb_letter_zhcn',
    email: 'xiaoming.wang@example.com',
    firstName: '小明',
    lastName: '王',
    fileId: 'file_letter_zhcn',
    fileName: '江南古镇.pdf',
    pictureId: 'file_letter_zhcn_photo',
    pictureName: '乌镇清晨.jpg',
  },
  /** A reader on the Traditional edition: already answered. */
  replied: { id: 'msg_letter_zhtw', email: 'meiling.lin@example.com', firstName: '美玲', lastName: '林' },
} as const;

/** Three letters, the newest first: a new message, a new contribution with two files, an answered message. */
export async function addInboxLetters({ store, files, clock }: Pick<Ports, 'store' | 'files' | 'clock'>): Promise<void> {
  const now = clock.now();
  const { message, contribution, replied } = INBOX_LETTERS;
  const key = `contributions/${contribution.id}/${contribution.fileId}`;
  const bytes = attachmentBytes(contribution.fileName, 2048);
  await files.put(key, bytes, 'application/pdf');
  const pictureKey = `contributions/${contribution.id}/${contribution.pictureId}`;
  const picture = letterPictureBytes();
  await files.put(pictureKey, picture, 'image/jpeg');
  await store.transaction(async (tx) => {
    await tx.insert('contactMessage', {
      ...message,
      phone: '',
      comment: 'Your piece on the night markets of Taipei was wonderful. Could you write about Tainan next?',
      createdAt: now - HOUR,
      ...NEW_IN_INBOX('en'),
    });
    const { fileId, fileName, pictureId, pictureName, ...sender } = contribution;
    await tx.insert('contribution', {
      ...sender,
      phone: '+86 (138) 0013-8000',
      comment: '附上一篇关于江南古镇的游记，约三千字，配有六张照片，盼望刊登。',
      createdAt: now - 2 * HOUR,
      ...NEW_IN_INBOX('zh-cn'),
      articleId: '',
    });
    await tx.insert('contributionFile', { id: fileId, contributionId: contribution.id, name: fileName, size: bytes.byteLength, type: 'application/pdf', fileKey: key });
    await tx.insert('contributionFile', { id: pictureId, contributionId: contribution.id, name: pictureName, size: picture.byteLength, type: 'image/jpeg', fileKey: pictureKey });
    await tx.insert('contactMessage', {
      ...replied,
      phone: '',
      comment: '請問電子報可以改成每週寄送一次嗎？',
      createdAt: now - 26 * HOUR,
      ...NEW_IN_INBOX('zh-tw'),
      state: 'replied',
      replied: true,
    });
    await tx.insert('inboxEvent', { id: 'ibx_letter_1', itemId: replied.id, action: 'read', byName: 'Lin Wen', byId: 'adm_desk', at: now - 25 * HOUR, detail: '' });
    await tx.insert('inboxEvent', {
      id: 'ibx_letter_2',
      itemId: replied.id,
      action: 'replied',
      byName: 'Lin Wen',
      byId: 'adm_desk',
      at: now - 24 * HOUR,
      detail: JSON.stringify({ subject: '關於你給寰宇的留言', text: '可以的，請在帳戶頁面的訂閱設定中選擇「每週」。' }),
    });
  });
}
