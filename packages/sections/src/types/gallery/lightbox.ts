/**
 * The gallery's lightbox, loaded on the first open: a native modal `<dialog>` (the browser traps focus in it, makes
 * the page inert and closes it on Escape) showing one image at a time, with previous/next buttons and arrow keys
 * (mirrored right to left), and focus back on the thumbnail it was opened from. Plain DOM: nothing of React is
 * needed for it.
 */

/** The lightbox's words in the demo languages; any other language gets English. */
const WORDS = {
  en: { close: 'Close', previous: 'Previous image', next: 'Next image', position: 'Image {n} of {total}' },
  de: { close: 'Schließen', previous: 'Vorheriges Bild', next: 'Nächstes Bild', position: 'Bild {n} von {total}' },
  ar: { close: 'إغلاق', previous: 'الصورة السابقة', next: 'الصورة التالية', position: 'الصورة {n} من {total}' },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

function wordsFor(language: string): Words {
  const base = language.toLowerCase().split('-')[0] ?? '';
  return base in WORDS ? WORDS[base as keyof typeof WORDS] : WORDS.en;
}

/** A chevron pointing towards the inline end (flipped by CSS for "previous" and right to left). */
const CHEVRON =
  '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg>';
const CROSS =
  '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/></svg>';

interface Slide {
  readonly link: HTMLAnchorElement;
  readonly src: string;
  readonly srcset: string;
  readonly alt: string;
  readonly caption: string;
}

function slidesOf(gallery: HTMLElement): Slide[] {
  return [...gallery.querySelectorAll<HTMLAnchorElement>('a.gallery__link')].map((link) => ({
    link,
    src: link.href,
    srcset: link.dataset['gallerySrcset'] ?? '',
    alt: link.querySelector('img')?.alt ?? '',
    caption: link.closest('figure')?.querySelector('figcaption')?.textContent ?? '',
  }));
}

function button(className: string, label: string, icon: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = `gallery__button ${className}`;
  element.setAttribute('aria-label', label);
  element.innerHTML = icon;
  return element;
}

/** Opens the lightbox of a gallery at the image of `opener`, one of its thumbnail links. */
export function openLightbox(gallery: HTMLElement, opener: HTMLAnchorElement): void {
  const slides = slidesOf(gallery);
  let index = Math.max(
    slides.findIndex((slide) => slide.link === opener),
    0,
  );
  const words = wordsFor(document.documentElement.lang);
  const rtl = getComputedStyle(gallery).direction === 'rtl';

  const dialog = document.createElement('dialog');
  dialog.className = 'gallery__lightbox';
  const figure = document.createElement('figure');
  figure.className = 'gallery__full';
  const image = document.createElement('img');
  image.className = 'gallery__full-image';
  image.sizes = '100vw';
  const caption = document.createElement('figcaption');
  caption.className = 'gallery__full-caption';
  const position = document.createElement('p');
  position.className = 'gallery__position';
  position.setAttribute('aria-live', 'polite');
  figure.append(image, caption);
  const close = button('gallery__close', words.close, CROSS);
  const previous = button('gallery__previous', words.previous, CHEVRON);
  const next = button('gallery__next', words.next, CHEVRON);
  dialog.append(close, figure, previous, next, position);

  const show = (to: number) => {
    index = (to + slides.length) % slides.length;
    const slide = slides[index]!;
    image.src = slide.src;
    image.srcset = slide.srcset;
    image.alt = slide.alt;
    caption.textContent = slide.caption;
    caption.hidden = slide.caption === '';
    const label = words.position.replace('{n}', String(index + 1)).replace('{total}', String(slides.length));
    position.textContent = label;
    dialog.setAttribute('aria-label', label);
  };
  const single = slides.length < 2;
  previous.hidden = single;
  next.hidden = single;

  close.addEventListener('click', () => dialog.close());
  previous.addEventListener('click', () => show(index - 1));
  next.addEventListener('click', () => show(index + 1));
  dialog.addEventListener('keydown', (event) => {
    if (single || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    // The arrow towards the inline end shows the next image: the right arrow in English, the left one in Arabic.
    const forward = (event.key === 'ArrowRight') !== rtl;
    show(index + (forward ? 1 : -1));
  });
  // A click on the backdrop (outside the image and buttons) closes, as readers expect of a lightbox.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    // Back on the thumbnail it was opened from (the dialog pattern's rule), wherever the reader browsed to.
    opener.focus();
  });

  show(index);
  gallery.append(dialog);
  dialog.showModal();
  close.focus();
}
