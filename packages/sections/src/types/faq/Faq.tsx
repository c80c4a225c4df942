import type { SectionProps } from '../../kit.js';
import { answerParagraphs, faqItems, faqStructuredData, type FaqValues } from './definition.js';

/**
 * Questions that open one by one: each a `<details>` element, so they open and close by keyboard, are announced
 * as expandable by screen readers, and work without JavaScript. Search engines get them as FAQPage JSON-LD.
 */
export default function Faq({ section, kit, edit, root }: SectionProps<FaqValues>) {
  const { JsonLd, editable } = kit;
  const items = faqItems(section);
  const data = faqStructuredData(section);
  return (
    <section className="container section faq" {...root} {...editable(edit(['heading', 'items']))}>
      {section.heading && (
        <h2 className="faq__heading" {...editable(edit(['heading']))}>
          {section.heading}
        </h2>
      )}
      <div className="faq__list" {...editable(edit(['items'], 'drawer'))}>
        {items.map(({ question, answer }, index) => (
          <details className="faq__item" key={index}>
            <summary className="faq__question">{question}</summary>
            <div className="faq__answer">
              {answerParagraphs(answer).map((paragraph, position) => (
                <p key={position}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
      {data && <JsonLd data={data} />}
    </section>
  );
}
