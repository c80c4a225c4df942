export { default, generateMetadata } from '../../../posts/[slug]/page';
