/** @jest-environment node */
import {
  COOKIE_CHOICE,
  PRIVACY_REVISED,
  PRIVACY_SECTION_IDS,
  type PrivacyNotice,
} from '@/content/privacy';
import { MAIL_SUBJECTS } from '@/content/newsletter-mail';
import { privacyNotices } from './privacy';
import { renderMarkdown } from '@/lib/blog/markdown';
import { siteConfig } from '@/lib/config/site-config';

const notices = Object.values(privacyNotices);

function markdownOf(notice: PrivacyNotice, sectionId?: string): string {
  return notice.sections
    .filter((section) => !sectionId || section.id === sectionId)
    .flatMap((section) => section.body.filter((block) => typeof block === 'string'))
    .join('\n\n');
}

function htmlOf(notice: PrivacyNotice, sectionId?: string): string {
  return notice.sections
    .filter((section) => !sectionId || section.id === sectionId)
    .flatMap((section) => section.body.filter((block) => typeof block === 'string'))
    .map((block) => renderMarkdown(block))
    .join('\n');
}

/** Every id the notice puts on the page: sections, their headings and the Markdown headings. */
function pageIds(notice: PrivacyNotice): string[] {
  const rendered = [...htmlOf(notice).matchAll(/\sid="([^"]+)"/g)].map((match) => match[1] ?? '');
  return [
    'privacy-toc-label',
    ...notice.sections.flatMap(({ anchor }) => [anchor, `${anchor}-heading`]),
    ...rendered,
  ];
}

describe('privacy notices', () => {
  it('has nine sections in the same order in both languages', () => {
    expect(PRIVACY_SECTION_IDS).toHaveLength(9);
    for (const notice of notices) {
      expect(notice.sections.map((section) => section.id)).toEqual([...PRIVACY_SECTION_IDS]);
    }
  });

  it('gives every section a title and a URL-safe anchor, unique within its language', () => {
    for (const notice of notices) {
      const anchors = notice.sections.map((section) => section.anchor);
      const titles = notice.sections.map((section) => section.title);
      expect(new Set(anchors).size).toBe(9);
      expect(new Set(titles).size).toBe(9);
      anchors.forEach((anchor) => expect(anchor).toMatch(/^[a-z]+(-[a-z]+)*$/));
      titles.forEach((title) => expect(title.trim()).not.toBe(''));
    }
  });

  it('puts no id twice on a page, including the ids of the Markdown headings', () => {
    for (const notice of notices) {
      const ids = pageIds(notice);
      expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    }
  });

  it('places the cookie-choice control once, in the cookies section', () => {
    for (const notice of notices) {
      const placements = notice.sections.flatMap((section) =>
        section.body.filter((block) => block === COOKIE_CHOICE).map(() => section.id),
      );
      expect(placements).toEqual(['cookies']);
    }
  });

  it('carries the fixed revision date in long Mexican Spanish and in US English', () => {
    expect(PRIVACY_REVISED).toBe('2026-11-28');
    expect(privacyNotices.es.revised).toBe('28 de noviembre de 2026');
    expect(privacyNotices.en.revised).toBe('November 28, 2026');
  });

  it('names the responsible party, address and email from the site config', () => {
    for (const notice of notices) {
      for (const section of ['introduction', 'contact']) {
        const html = htmlOf(notice, section);
        expect(html).toContain(siteConfig.legalName);
        expect(html).toContain(siteConfig.address);
        expect(html).toContain(
          `<a href="mailto:${siteConfig.contactEmail}">${siteConfig.contactEmail}</a>`,
        );
      }
      // Every mail link of the notice goes to the contact address.
      const mailLinks = [...htmlOf(notice).matchAll(/href="mailto:([^"]+)"/g)].map((m) => m[1]);
      expect(mailLinks.length).toBeGreaterThanOrEqual(4);
      expect(new Set(mailLinks)).toEqual(new Set([siteConfig.contactEmail]));
    }
  });

  it('links the two languages both ways', () => {
    expect(privacyNotices.es.otherLanguage).toEqual({
      label: 'Read this notice in English',
      href: '/privacy/',
      lang: 'en',
    });
    expect(privacyNotices.en.otherLanguage).toEqual({
      label: 'Leer este aviso en español',
      href: '/privacidad/',
      lang: 'es-MX',
    });
    expect(privacyNotices.es.lang).toBe('es-MX');
    expect(privacyNotices.en.lang).toBe('en');
    expect(privacyNotices.en.translationNote).toMatch(/Spanish version prevails/);
  });

  it('refers to sections by the numbers they are shown with', () => {
    const numberOf = (id: string) => PRIVACY_SECTION_IDS.indexOf(id as never) + 1;
    const expectations: [RegExp, PrivacyNotice][] = [
      [/secci[oó]n (\d)/g, privacyNotices.es],
      [/section (\d)/g, privacyNotices.en],
    ];
    for (const [pattern, notice] of expectations) {
      const cited = new Set([...markdownOf(notice).matchAll(pattern)].map((m) => Number(m[1])));
      expect([...cited].sort()).toEqual([
        numberOf('data'),
        numberOf('cookies'),
        numberOf('purposes'),
      ]);
    }
  });

  it('names both mails by the subjects the functions send (C5 of the 2026-11-28 review)', () => {
    for (const notice of notices) {
      const data = markdownOf(notice, 'data');
      expect(data).toContain(`“${MAIL_SUBJECTS.confirm}”`);
      expect(data).toContain(`“${MAIL_SUBJECTS.manage}”`);
    }
  });

  it('states what the 2025 law requires in the Spanish notice', () => {
    const text = markdownOf(privacyNotices.es);
    expect(text).toContain(
      'Ley Federal de Protección de Datos Personales en Posesión de los Particulares, publicada en el Diario Oficial de la Federación el 20 de marzo de 2025',
    );
    expect(text).toContain('Secretaría Anticorrupción y Buen Gobierno');
    expect(text).not.toMatch(/INAI/);
    expect(text).toContain('**20 días hábiles**');
    expect(text).toContain('**15 días hábiles**');
    for (const right of ['Acceso', 'Rectificación', 'Cancelación', 'Oposición']) {
      expect(text).toContain(`**${right}:**`);
    }
    expect(markdownOf(privacyNotices.es, 'purposes')).toMatch(
      /### Finalidades necesarias[\s\S]*### Finalidades secundarias/,
    );
    // The browser-storage keys the code really uses.
    for (const key of [
      'cookieConsent',
      'theme',
      'hanzo_overlay_seen',
      'hanzo_boletin_correo',
      'hanzo_diagnostico',
      'hanzo_newsletter_subscribers',
      'hanzo_registered_users',
      'hanzo_user_activities',
    ]) {
      expect(markdownOf(privacyNotices.es, 'cookies')).toContain(`\`${key}\``);
      expect(markdownOf(privacyNotices.en, 'cookies')).toContain(`\`${key}\``);
    }
    // The link limits live in the functions now; no browser key counts them.
    for (const notice of notices) expect(markdownOf(notice)).not.toContain('hanzo_enlace_enviado');
    expect(markdownOf(privacyNotices.en)).toContain('**20 business days**');
    expect(markdownOf(privacyNotices.en)).toContain('**15 business days**');
  });
});
