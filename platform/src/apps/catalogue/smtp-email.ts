import type { AppManifest } from '@huiliu/core';

/** Email over the company's own SMTP server (RFC 5321), sent by the `smtp` handler with nodemailer. */
export const smtpEmail: AppManifest = {
  app_id: '2004',
  name: '邮件 SMTP',
  description: '用你自己的 SMTP 邮箱发送邮件',
  icon: 'email',
  class_type: 'email',
  version: '1.0.0',
  state: 1,
  auth: [
    {
      type: 'custom',
      fields: [
        { key: 'host', kind: 'text', label: 'SMTP 服务器', required: true, placeholder: 'smtp.exmail.qq.com' },
        { key: 'port', kind: 'number', label: '端口', required: true, default: 465 },
        { key: 'secure', kind: 'boolean', label: '使用 SSL/TLS', default: true, help: '465 端口一般开启；587 端口关闭（会自动升级 STARTTLS）' },
        { key: 'user', kind: 'text', label: '用户名', required: true, help: '通常是完整邮箱地址' },
        { key: 'password', kind: 'text', label: '密码或授权码', required: true, secret: true },
        { key: 'from', kind: 'text', label: '发件人', placeholder: '汇流 <noreply@example.com>', help: '不填时使用用户名' },
      ],
    },
  ],
  actions: [
    {
      action_id: 'send_email',
      name: '发送邮件',
      description: '发送一封文本或 HTML 邮件',
      kind: 'action',
      editor: 'fields',
      sendsData: true,
      fields: [
        { key: 'to', kind: 'multiText', label: '收件人', required: true, mappable: true },
        { key: 'cc', kind: 'multiText', label: '抄送', mappable: true },
        { key: 'subject', kind: 'text', label: '主题', required: true, mappable: true },
        { key: 'text', kind: 'text', label: '正文（纯文本）', mappable: true },
        { key: 'html', kind: 'text', label: '正文（HTML）', mappable: true, help: '填写后邮件以 HTML 显示，纯文本作为备用' },
      ],
      handler: 'smtp',
      output_sample: { message_id: '<a1b2c3@example.com>', accepted: ['someone@example.com'], rejected: [] },
    },
  ],
  en: {
    name: 'Email (SMTP)',
    description: 'Send email through your own SMTP mailbox',
    actions: { send_email: { name: 'Send an email', description: 'Send a plain-text or HTML email' } },
    fields: {
      host: { label: 'SMTP server' },
      port: { label: 'Port' },
      secure: { label: 'Use SSL/TLS', help: 'Usually on for port 465; off for 587 (STARTTLS is used automatically)' },
      user: { label: 'User name', help: 'Usually the full email address' },
      password: { label: 'Password or app code' },
      from: { label: 'From', help: 'The user name when empty' },
      to: { label: 'To' },
      cc: { label: 'Cc' },
      subject: { label: 'Subject' },
      text: { label: 'Body (plain text)' },
      html: { label: 'Body (HTML)', help: 'When filled the email shows as HTML, the plain text as fallback' },
    },
  },
};
