// The confirmation e-mail, as a pure function of the address, the language and the links, so that it can be tested
// without Directus. It is written in the visitor's language (English, German or Arabic, right to left; another language
// gets English), carries the unsubscribe link in its body and in the List-Unsubscribe headers (RFC 2369, and RFC 8058's
// one-click POST), and quotes nothing the visitor typed but the address it goes to.
import { CONFIRM_TTL_MS } from './tokens.js';

/** @typedef {{ confirm: string, unsubscribe: string, oneClickUnsubscribe: string }} Links the three links, token included */
/**
 * @typedef {{ to: string, subject: string, text: string, html: string, headers: Record<string, string> }} Mail
 */

const HOURS = CONFIRM_TTL_MS / 3_600_000;

/** @typedef {{ dir: 'ltr' | 'rtl', subject: string, intro: string, action: string, expiry: string, ignore: string, unsubscribe: string }} Texts */

/** @type {Texts} */
const ENGLISH = {
  dir: 'ltr',
  subject: 'Please confirm your newsletter subscription',
  intro: 'You (or someone using your address) asked to receive our newsletter at this address.',
  action: 'Confirm my subscription',
  expiry: `The link works once, for ${HOURS} hours.`,
  ignore: 'If you did not ask for it, ignore this e-mail: you will not be subscribed.',
  unsubscribe: 'Unsubscribe',
};

/** @type {Record<string, Texts>} */
const TEXTS = {
  en: ENGLISH,
  de: {
    dir: 'ltr',
    subject: 'Bitte bestätigen Sie Ihr Newsletter-Abonnement',
    intro: 'Sie (oder jemand mit Ihrer Adresse) möchten unseren Newsletter an diese Adresse erhalten.',
    action: 'Abonnement bestätigen',
    expiry: `Der Link funktioniert einmal, ${HOURS} Stunden lang.`,
    ignore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Sie werden nicht eingetragen.',
    unsubscribe: 'Abmelden',
  },
  ar: {
    dir: 'rtl',
    subject: 'يرجى تأكيد اشتراكك في النشرة الإخبارية',
    intro: 'طلبتَ (أو طلب شخص يستخدم عنوانك) تلقي نشرتنا الإخبارية على هذا العنوان.',
    action: 'تأكيد اشتراكي',
    expiry: `يعمل الرابط مرة واحدة خلال ${HOURS} ساعة.`,
    ignore: 'إذا لم تطلب ذلك فتجاهل هذه الرسالة: لن يتم اشتراكك.',
    unsubscribe: 'إلغاء الاشتراك',
  },
};

/**
 * The catalogue's language of a language tag (`de-AT` → `de`), English when there is none.
 * @param {unknown} language
 */
export const mailLanguage = (language) => {
  const base = typeof language === 'string' ? (language.toLowerCase().split('-')[0] ?? '') : '';
  return Object.hasOwn(TEXTS, base) ? base : 'en';
};

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The e-mail asking `to` to confirm the subscription.
 * @param {{ to: string, language: unknown, links: Links }} options
 * @returns {Mail}
 */
export function confirmationMail({ to, language, links }) {
  const lang = mailLanguage(language);
  const t = TEXTS[lang] ?? ENGLISH;
  const text = [t.intro, '', `${t.action}: ${links.confirm}`, '', t.expiry, t.ignore, '', `${t.unsubscribe}: ${links.unsubscribe}`].join(
    '\n',
  );
  const html = [
    `<div lang="${lang}" dir="${t.dir}" style="font-family:sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(t.intro)}</p>`,
    `<p><a href="${escapeHtml(links.confirm)}" style="font-weight:bold">${escapeHtml(t.action)}</a></p>`,
    `<p>${escapeHtml(t.expiry)} ${escapeHtml(t.ignore)}</p>`,
    `<p style="font-size:small"><a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(t.unsubscribe)}</a></p>`,
    '</div>',
  ].join('\n');
  return {
    to,
    subject: t.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.oneClickUnsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
