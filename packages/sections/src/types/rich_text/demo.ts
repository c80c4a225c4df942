import type { SectionDemo } from '../../definition.js';

const paragraph = (text: string) => ({ time: 1, version: '2.31.0', blocks: [{ id: 'demo-1', type: 'paragraph', data: { text } }] });

export const demo: SectionDemo = {
  en: {
    heading: 'Rich text',
    content: paragraph('Written in the <b>Block Editor</b>: headings, lists, quotes, tables, images and videos.'),
  },
  de: {
    heading: 'Formatierter Text',
    content: paragraph('Geschrieben im <b>Block-Editor</b>: Überschriften, Listen, Zitate, Tabellen, Bilder und Videos.'),
  },
  ar: {
    heading: 'نص منسق',
    content: paragraph('مكتوب في <b>محرر الكتل</b>: عناوين وقوائم واقتباسات وجداول وصور ومقاطع فيديو.'),
  },
};
