import type { SectionProps } from '../../kit.js';
import type { HeroValues } from './definition.js';
/** A large heading over a wide image, with a call to action. The page's first hero is its `h1`. */
export default function Hero({ section, isFirst, kit, edit, root }: SectionProps<HeroValues>): import("react").JSX.Element;
