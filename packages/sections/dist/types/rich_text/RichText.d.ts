import type { SectionProps } from '../../kit.js';
import type { RichTextValues } from './definition.js';
/** A heading and a Block Editor document. */
export default function RichText({ section, kit, edit, root }: SectionProps<RichTextValues>): import("react").JSX.Element;
