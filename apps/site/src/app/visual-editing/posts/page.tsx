export { default, generateMetadata } from '../../posts/page';
