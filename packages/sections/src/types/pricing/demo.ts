import type { SectionDemo } from '../../definition.js';

export const demo: SectionDemo = {
  en: {
    heading: 'Plans and prices',
    plans: [
      {
        name: 'Taster evening',
        price: '€25',
        period: 'per evening',
        features: 'Two hours at the bench\nTools and glass included\nA coaster to take home',
        button_label: 'Ask for a date',
        button_url: '/contact',
      },
      {
        name: 'Weekend workshop',
        price: '€120',
        period: 'once',
        highlighted: true,
        features: 'Two full days\nDesign, cut and grout your own mosaic\nMaterials, tools and lunch included',
        product: 'weekend-workshop',
      },
      {
        name: 'Studio membership',
        price: '€45',
        period: 'per month',
        features: 'Open bench hours every week\nMember prices on materials\nCancel any month',
        button_label: 'Become a member',
        button_url: '/members',
      },
    ],
  },
  de: {
    heading: 'Angebote und Preise',
    plans: [
      {
        name: 'Schnupperabend',
        price: '25 €',
        period: 'pro Abend',
        features: 'Zwei Stunden an der Werkbank\nWerkzeug und Glas inklusive\nEin Untersetzer zum Mitnehmen',
        button_label: 'Termin anfragen',
        button_url: '/de/kontakt',
      },
      {
        name: 'Wochenend-Workshop',
        price: '120 €',
        period: 'einmalig',
        highlighted: true,
        features: 'Zwei volle Tage\nEigenes Mosaik entwerfen, schneiden und verfugen\nMaterial, Werkzeug und Mittagessen inklusive',
        product: 'weekend-workshop',
      },
      {
        name: 'Studio-Mitgliedschaft',
        price: '45 €',
        period: 'im Monat',
        features: 'Jede Woche freie Werkbankzeiten\nMitgliederpreise für Material\nMonatlich kündbar',
        button_label: 'Mitglied werden',
        button_url: '/de/mitglieder',
      },
    ],
  },
  ar: {
    heading: 'الباقات والأسعار',
    plans: [
      {
        name: 'أمسية تجريبية',
        price: '25 €',
        period: 'للأمسية',
        features: 'ساعتان على طاولة العمل\nالأدوات والزجاج مشمولة\nقاعدة أكواب تأخذها معك',
        button_label: 'اطلب موعدًا',
        button_url: '/ar/ittasil-bina',
      },
      {
        name: 'ورشة نهاية الأسبوع',
        price: '120 €',
        period: 'مرة واحدة',
        highlighted: true,
        features: 'يومان كاملان\nصمّم فسيفساءك وقصّها وروّبها بنفسك\nالمواد والأدوات والغداء مشمولة',
        product: 'weekend-workshop',
      },
      {
        name: 'عضوية الاستوديو',
        price: '45 €',
        period: 'شهريًا',
        features: 'ساعات عمل مفتوحة كل أسبوع\nأسعار خاصة للأعضاء على المواد\nيمكنك الإلغاء في أي شهر',
        button_label: 'انضم عضوًا',
        button_url: '/ar/ittasil-bina',
      },
    ],
  },
};
