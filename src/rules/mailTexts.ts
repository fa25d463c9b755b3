import type { Locale } from '../../contracts/common';
import type { LinkMailKind, NoticeKind } from './mail';

/** Each mail's subject and the line before its link, in every language (a locale's texts, like locales/*.json). */
export const MAIL_TEXTS: Record<LinkMailKind, Record<Locale, { subject: string; text: string }>> = {
  verifyEmail: {
    en: { subject: 'Confirm your email', text: 'Welcome to Huanyu! Open this link to confirm your email address:' },
    'zh-cn': { subject: '请确认你的邮箱', text: '欢迎加入寰宇！请打开以下链接确认你的邮箱地址：' },
    'zh-tw': { subject: '請確認你的電子郵件', text: '歡迎加入寰宇！請開啟以下連結確認你的電子郵件地址：' },
  },
  resetPassword: {
    en: { subject: 'Reset your password', text: 'Open this link within an hour to choose a new password:' },
    'zh-cn': { subject: '重设密码', text: '请在一小时内打开以下链接设置新密码：' },
    'zh-tw': { subject: '重設密碼', text: '請在一小時內開啟以下連結設定新密碼：' },
  },
  confirmSubscription: {
    en: { subject: 'Confirm your subscription', text: 'Open this link to start receiving the Huanyu newsletter:' },
    'zh-cn': { subject: '确认订阅', text: '打开以下链接，即可开始接收寰宇电子报：' },
    'zh-tw': { subject: '確認訂閱', text: '開啟以下連結，即可開始收到寰宇電子報：' },
  },
  changeEmail: {
    en: { subject: 'Confirm your new email', text: 'Open this link within a day to make this your Huanyu email address:' },
    'zh-cn': { subject: '确认你的新邮箱', text: '请在一天内打开以下链接，把这个地址设为你的寰宇邮箱：' },
    'zh-tw': { subject: '確認你的新電子郵件', text: '請在一天內開啟以下連結，將這個地址設為你的寰宇電子郵件：' },
  },
  adminRecovery: {
    en: { subject: 'Admin access recovery', text: 'Open this link within an hour to recover access to the admin area:' },
    'zh-cn': { subject: '管理后台访问恢复', text: '请在一小时内打开以下链接恢复管理后台访问：' },
    'zh-tw': { subject: '管理後台存取復原', text: '請在一小時內開啟以下連結復原管理後台存取：' },
  },
};

/** The mails that only tell, with what they say (filled with the values the rule gives). */
export const NOTICE_TEXTS: Record<NoticeKind, Record<Locale, { subject: string; text: (values: Readonly<Record<string, string>>) => string }>> = {
  emailChanged: {
    en: {
      subject: 'Your email was changed',
      text: ({ email }) =>
        `Your Huanyu account now uses ${email}; mail to this address has stopped. If you did not ask for this, tell us at once through the contact page.`,
    },
    'zh-cn': {
      subject: '你的邮箱已更改',
      text: ({ email }) => `你的寰宇账号现已改用 ${email}，此地址将不再收到邮件。如果这不是你本人的操作，请立即通过“联系我们”页面告诉我们。`,
    },
    'zh-tw': {
      subject: '你的電子郵件已變更',
      text: ({ email }) => `你的寰宇帳號現已改用 ${email}，此地址將不再收到郵件。如果這不是你本人的操作，請立即透過「聯絡我們」頁面告訴我們。`,
    },
  },
};

/**
 * The line a mail to a reader who has confirmed their address opens with, their name as the site shows it
 * (personName). A name nobody has confirmed is not mailed: it would carry a stranger's text to an inbox.
 */
export const MAIL_GREETING: Record<Locale, (name: string) => string> = {
  en: (name) => `Hello ${name},`,
  'zh-cn': (name) => `${name}，你好！`,
  'zh-tw': (name) => `${name}，你好！`,
};

/** The line under an editor's reply from the desk's inbox: who answered, for the magazine. */
export const REPLY_SIGNATURE: Record<Locale, (editor: string) => string> = {
  en: (editor) => `— ${editor}, for the Huanyu editors`,
  'zh-cn': (editor) => `—— 寰宇编辑部 ${editor}`,
  'zh-tw': (editor) => `—— 寰宇編輯部 ${editor}`,
};

/** A newsletter issue's frame in each edition: the line above the subscriber's unsubscribe link, a test copy's subject. */
export const NEWSLETTER_TEXTS: Record<Locale, { unsubscribe: string; testSubject: (subject: string) => string }> = {
  en: { unsubscribe: 'You receive this because you subscribed to the Huanyu newsletter. To stop it with one click, open:', testSubject: (subject) => `[Test] ${subject}` },
  'zh-cn': { unsubscribe: '你收到这封邮件，是因为你订阅了寰宇电子报。如需退订，打开以下链接即可：', testSubject: (subject) => `【测试】${subject}` },
  'zh-tw': { unsubscribe: '你收到這封郵件，是因為你訂閱了寰宇電子報。如需取消訂閱，開啟以下連結即可：', testSubject: (subject) => `【測試】${subject}` },
};
