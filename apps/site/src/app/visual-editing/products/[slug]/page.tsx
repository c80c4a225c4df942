export { default, generateMetadata } from '../../../products/[slug]/page';
