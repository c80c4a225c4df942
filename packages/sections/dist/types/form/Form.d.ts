import type { SectionProps } from '../../kit.js';
import type { FormValues } from './definition.js';
/** A form from the Forms collection: the site's island renders and submits it. */
export default function Form({ section, kit, edit, root, isFirst }: SectionProps<FormValues>): import("react").JSX.Element;
