/** Limits on a contribution's attachments, shared by the form (checks before sending) and the server. */
export const SUBMIT_LIMITS = {
  maxFiles: 10,
  maxFileBytes: 10 * 1024 * 1024,
  maxTotalBytes: 25 * 1024 * 1024,
  /** Manuscripts and pictures. */
  extensions: ['pdf', 'doc', 'docx', 'odt', 'rtf', 'txt', 'md', 'jpg', 'jpeg', 'png', 'webp', 'gif', 'heic'],
} as const;
